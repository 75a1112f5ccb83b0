/** Byte-order mark: spreadsheets then read the file as UTF-8 and show Arabic correctly. */
export const UTF8_BOM = "\uFEFF";

/**
 * What a spreadsheet may take for the start of a formula (OWASP's CSV injection guidance):
 * = + - @ and their full-width and small forms (＝ ＋ － ＠, ﹦ ﹢ ﹣ ﹫: the same characters to NFKC,
 * which spreadsheets in East Asian locales read as the ASCII ones), also behind leading spaces
 * or control characters that a spreadsheet may strip on import (" =1+2", NBSP, U+3000, VT...);
 * and a tab, carriage return or line feed as the first character, whatever follows.
 */
function startsFormula(text: string): boolean {
  if (/^[\t\r\n]/.test(text)) return true;
  const first = /^[\s\p{Cc}]*(\S)/u.exec(text)?.[1];
  return first !== undefined && /^[=+\-@]/.test(first.normalize("NFKC"));
}

/**
 * One CSV cell. Text that a spreadsheet would run as a formula (`startsFormula`) is prefixed with
 * an apostrophe; cells holding a separator of any locale (comma, semicolon, tab), a quote or a
 * line break are quoted, so a semicolon-locale spreadsheet cannot start a new cell inside one.
 */
export function csvCell(value: string | number | Date | null | undefined): string {
  if (value === null || value === undefined) return "";
  let text = value instanceof Date ? value.toISOString() : String(value);
  if (startsFormula(text)) text = `'${text}`;
  return /[",;\t\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function csvRow(cells: Array<string | number | Date | null | undefined>): string {
  return `${cells.map(csvCell).join(",")}\r\n`;
}
