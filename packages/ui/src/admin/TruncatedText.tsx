import "@mantine/core/styles/Text.css";

import { Text, useDirection, type MantineSize } from "@mantine/core";

export interface TruncatedTextProps {
  /** The whole text: cut to one line with an ellipsis when longer, and shown whole on hover. */
  text: string;
  /** The widest it may be before it is cut ("220px", 220). */
  maxWidth: number | string;
  /**
   * The text's own direction: `ltr` for e-mail addresses (cut at their end, never at their start,
   * in the Arabic interface too), `rtl` for Arabic, `auto` (the default) from its first letters.
   */
  dir?: "ltr" | "rtl" | "auto";
  /** The text's language, when it is not the interface's. */
  lang?: string;
  size?: MantineSize;
  fw?: number;
  c?: string;
}

/**
 * One line of a table cell that may be long (a name, an e-mail address, an error): at most
 * `maxWidth` wide, cut with an ellipsis at the end of its own direction, the whole text in its
 * `title`. It lines up with the column's start side in either interface direction.
 */
export function TruncatedText({
  text,
  maxWidth,
  dir = "auto",
  lang,
  size = "sm",
  fw,
  c,
}: TruncatedTextProps) {
  const { dir: pageDir } = useDirection();
  return (
    <Text
      size={size}
      fw={fw}
      c={c}
      truncate="end"
      maw={maxWidth}
      title={text}
      dir={dir}
      lang={lang}
      // The text's own direction would otherwise decide its side; the column's start is named.
      ta={pageDir === "rtl" ? "right" : "left"}
    >
      {text}
    </Text>
  );
}
