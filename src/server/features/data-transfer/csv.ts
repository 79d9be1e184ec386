// CSV as RFC 4180 with CRLF line ends and every text cell quoted. Text a spreadsheet
// would run as a formula gets a single quote in front (OWASP, "CSV injection"), and not
// only at the start of the cell: a spreadsheet that splits on `;` (or tab, `|`, or reads
// a line break as a new row) reads `Bob;=cmd|' /C calc'!A0` as two cells, the second a
// formula. So every fragment that starts after one of those characters is guarded too.
// The rule, and why `+1 555 0100` stays as it is: docs/decisions/132-input-hygiene.md.

export type CsvCell = string | number | null | undefined;

// Characters a spreadsheet may split cells or rows on; each starts a new fragment.
const SEPARATOR = /([,;\t|\r\n])/;
// = + - @ start a formula, also behind spaces or quotes a reader may drop.
const FORMULA = /^[\s"]*[=+\-@]/;
// `+`, digits, and digits, spaces, dots or parentheses with at least one space: without
// a letter no function, reference or link can be written, and a spreadsheet keeps such a
// phone number as text. (`+15550100` alone would become a number: it is guarded.)
const PHONE_NUMBER = /^\+\d[\d ().]* [\d ().]*$/;

// Only as the text's last fragment: a reader that splits on one separator only sees a
// fragment followed by another kind as one longer cell ("+1 1;" is not a phone number).
const isFormula = (fragment: string, last: boolean) =>
  FORMULA.test(fragment) && !(last && PHONE_NUMBER.test(fragment.trim()));

/** Puts a single quote in front of every fragment of `text` a spreadsheet could run. */
export function guardFormula(text: string): string {
  // Split with the separators kept: fragments at even indexes, separators between them.
  const guarded = text
    .split(SEPARATOR)
    .map((part, index, parts) =>
      index % 2 === 0 && isFormula(part, index === parts.length - 1) ? `'${part}` : part,
    )
    .join('');
  // A leading tab or carriage return can hide a formula from a reader that trims it.
  return /^[\t\r]/.test(guarded) ? `'${guarded}` : guarded;
}

/** Takes off the quotes guardFormula added, when a file of ours is imported again. */
export function unguardFormula(text: string): string {
  return text.replace(/^'(?=[\t\r])/, '').replace(/(^|[,;\t|\r\n])'(?=[\s"]*[=+\-@])/g, '$1');
}

/** One cell: numbers as they are, null as nothing, text guarded and always quoted. */
export function csvCell(value: CsvCell): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return String(value);
  return `"${guardFormula(value).replace(/"/g, '""')}"`;
}

export const csvLine = (cells: readonly CsvCell[]) => `${cells.map(csvCell).join(',')}\r\n`;

/** Excel reads UTF-8 only with a byte-order mark; other tools ignore it. */
export const CSV_BOM = '\ufeff';
