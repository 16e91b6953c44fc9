/** CSV lines as RFC 4180 wants them, safe to open in a spreadsheet. */

export type CsvValue = string | number | boolean | null | undefined | Date;

const NEEDS_QUOTES = /[",\r\n]|^\s|\s$/;
/** Text a spreadsheet would run as a formula (CSV injection): prefixed with an apostrophe. */
const FORMULA_START = /^[=+\-@\t\r]/;

export function csvCell(value: CsvValue): string {
  if (value === null || value === undefined) return "";
  if (value instanceof Date) return value.toISOString();
  if (typeof value !== "string") return String(value);
  const text = FORMULA_START.test(value) ? `'${value}` : value;
  return NEEDS_QUOTES.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

export function csvRow(values: readonly CsvValue[]): string {
  return `${values.map(csvCell).join(",")}\r\n`;
}
