/**
 * One CSV cell (RFC 4180 quoting). A cell a spreadsheet would read as a
 * formula (=, +, -, @, tab, carriage return) gets a leading apostrophe, so a
 * visitor's text can never run as a formula on the owner's computer.
 */
export function csvCell(value: string | number | null | undefined): string {
  let text = value === null || value === undefined ? "" : String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** A CSV document with Windows line ends and a byte-order mark, as spreadsheets expect. */
export function toCsv(rows: (string | number | null | undefined)[][]): string {
  return `\uFEFF${rows.map((row) => row.map(csvCell).join(",")).join("\r\n")}\r\n`;
}

/** Cents as a CSV amount in dollars with two decimals (1125.00), or empty for none. */
export function dollarsCell(cents: number | null | undefined): string {
  return cents === null || cents === undefined ? "" : (cents / 100).toFixed(2);
}
