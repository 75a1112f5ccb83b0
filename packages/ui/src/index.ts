export { Providers, THEME_STORAGE_KEY } from "./Providers.js";
export type { ProvidersProps } from "./Providers.js";
export { BayanLogo, BayanMark } from "./Logo.js";
export type { BayanLogoProps, BayanMarkProps } from "./Logo.js";
export {
  ARABIC_FONT_STACK,
  LATIN_FONT_STACK,
  createBayanTheme,
  cssVariablesResolver,
  ltrTheme,
  rtlTheme,
} from "./theme.js";
export type { Direction } from "./theme.js";
export { StatCard, TrendLine } from "./admin/StatCard.js";
export type { StatCardProps, StatProgress, StatTrend, TrendDirection } from "./admin/StatCard.js";
export { EmptyState } from "./admin/EmptyState.js";
export { TruncatedText } from "./admin/TruncatedText.js";
export type { TruncatedTextProps } from "./admin/TruncatedText.js";
export type { EmptyStateProps } from "./admin/EmptyState.js";
export { AdminTable } from "./admin/AdminTable.js";
export type {
  AdminTableColumn,
  AdminTableProps,
  SelectionLabels,
  ShowingText,
} from "./admin/AdminTable.js";
export { AdminPagination } from "./admin/AdminPagination.js";
export type { AdminPaginationProps, PaginationLabels } from "./admin/AdminPagination.js";
export { nextSort } from "./admin/sorting.js";
export type { SortDirection, SortState } from "./admin/sorting.js";
export { PAGINATION_NEIGHBOURS, pageCount, paginationItems } from "./admin/pagination.js";
export type { PaginationItem } from "./admin/pagination.js";
export { confirmDelete } from "./admin/confirmDelete.js";
export type { ConfirmDeleteOptions } from "./admin/confirmDelete.js";
export { AdminModalsProvider } from "./admin/AdminModalsProvider.js";
export type { AdminModalsProviderProps } from "./admin/AdminModalsProvider.js";
