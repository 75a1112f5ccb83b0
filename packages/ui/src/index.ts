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
