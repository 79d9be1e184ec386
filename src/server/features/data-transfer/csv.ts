// CSV as RFC 4180 with CRLF line ends. Text cells that a spreadsheet would run as
// a formula (starting with = + - @, or a tab / carriage return that hides one) get a
// leading single quote, so an exported note can never execute in Excel or Sheets.

export type CsvCell = string | number | null | undefined;

const FORMULA_START = /^[=+\-@\t\r]/;

export function guardFormula(text: string): string {
  return FORMULA_START.test(text) ? `'${text}` : text;
}

/** One cell: numbers as they are, text guarded, quoted when it holds , " CR or LF. */
export function csvCell(value: CsvCell): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return String(value);
  const text = guardFormula(value);
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export const csvLine = (cells: readonly CsvCell[]) => `${cells.map(csvCell).join(',')}\r\n`;

/** Excel reads UTF-8 only with a byte-order mark; other tools ignore it. */
export const CSV_BOM = '\ufeff';
