import type { MessageDescriptor } from "@lingui/core";
import { useLingui } from "@lingui/react";
import type { MessageKey, MessageParams } from "@bayan/trpc/rules/messages";
import { useCallback } from "react";

/**
 * What the server said (or a shared rule, checked in the browser): the English message, and its
 * key and parameters (docs/messages.md).
 */
export interface Said {
  message: string;
  messageKey?: MessageKey | null;
  params?: MessageParams | null;
}

/** A public page's words for the keys it shows, in the page's own catalog (docs/messages.md). */
export type PageTexts = Readonly<Partial<Record<MessageKey, MessageDescriptor>>>;

/**
 * A message in the interface language, by a public page's own table (`texts`): the words of its
 * key with its parameters in place; a message whose key the page has no words for (or without a
 * key) as it came, in English. A bare key stands for a rule's reason checked in the browser.
 */
export function usePageText(texts: PageTexts): (said: Said | MessageKey) => string {
  // useLingui re-renders the caller when the language changes; i18n._ reads it at call time.
  const { i18n } = useLingui();
  return useCallback(
    (said: Said | MessageKey) => {
      const { message, messageKey, params }: Said =
        typeof said === "string" ? { message: said, messageKey: said } : said;
      const words = messageKey ? texts[messageKey] : undefined;
      if (!words) return message;
      const descriptor: MessageDescriptor = params ? { ...words, values: params } : words;
      return i18n._(descriptor);
    },
    [i18n, texts],
  );
}
