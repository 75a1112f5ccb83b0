import { useLingui } from "@lingui/react/macro";
import { useEffect } from "react";

/** Sets `document.title` to "<page> · Bayan" (or the brand line alone) in the current language. */
export function useDocumentTitle(page?: string) {
  const { t } = useLingui();
  const brand = t`Bayan`;
  const title = page ? `${page} · ${brand}` : t`Bayan · Learn English the easy way`;
  useEffect(() => {
    document.title = title;
  }, [title]);
}
