/** Byte-order mark: spreadsheets then read the file as UTF-8 and show Arabic correctly. */
export const UTF8_BOM = "\uFEFF";

/**
 * One CSV cell. Text that a spreadsheet would run as a formula (starting with =, +, -, @, tab or
 * carriage return) is prefixed with an apostrophe; cells with commas, quotes or line breaks are
 * quoted.
 */
export function csvCell(value: string | number | Date | null | undefined): string {
  if (value === null || value === undefined) return "";
  let text = value instanceof Date ? value.toISOString() : String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function csvRow(cells: Array<string | number | Date | null | undefined>): string {
  return `${cells.map(csvCell).join(",")}\r\n`;
}
