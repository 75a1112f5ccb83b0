import type { MessageDescriptor } from "@lingui/core";
import { useLingui } from "@lingui/react";
import { useCallback } from "react";

/**
 * The server's texts (its English message constants: validation rules, success and error answers)
 * that a part of the app knows, each with its translation written with Lingui's `msg` macro.
 */
export type ServerTexts = Readonly<Record<string, MessageDescriptor>>;

/**
 * Translates a text the server sent into the interface language. A text the table does not know
 * is shown as it came (SPEC 8: a missing translation shows its key).
 */
export function useServerText(known: ServerTexts): (english: string) => string {
  // useLingui re-renders the caller when the language changes; i18n._ reads it at call time.
  const { i18n } = useLingui();
  return useCallback(
    (english: string) => {
      const descriptor = known[english];
      return descriptor ? i18n._(descriptor) : english;
    },
    [i18n, known],
  );
}
