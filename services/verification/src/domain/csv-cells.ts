/**
 * One cell of a CSV the state opens in a spreadsheet: a value that starts with `=`, `+`, `-`, `@`, a
 * tab or a carriage return is prefixed with `'` so no spreadsheet runs it as a formula, and a value
 * with a comma, quote or line break is quoted.
 */
export function csvCell(value: string | number | null | undefined): string {
  let text = value === null || value === undefined ? '' : String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** A CSV line with CRLF, as RFC 4180 writes it. */
export function csvLine(values: ReadonlyArray<string | number | null | undefined>): string {
  return `${values.map(csvCell).join(',')}\r\n`;
}
