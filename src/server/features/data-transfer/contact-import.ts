import Papa from 'papaparse';
import {
  CONTACT_IMPORT_FIELDS,
  CONTACT_IMPORT_LABELS,
  MAX_IMPORT_ROWS,
  type ContactImportField,
  type ContactMapping,
  type ImportRow,
} from '../../../core/schemas/data-transfer.js';
import {
  CONTACT_TYPES,
  TRADES,
  contactInputSchema,
  type ContactValues,
} from '../../../core/schemas/contact.js';
import { HttpError } from '../../lib/http-error.js';
import { unguardFormula } from './csv.js';

// Pure steps of a contact import: file -> table -> suggested mapping -> checked rows.

export interface Table {
  columns: string[];
  rows: Record<string, string>[];
}

/** Parses CSV text with a header row; refuses anything that is not a usable table (400). */
export function parseCsv(text: string): Table {
  if (text.includes('\u0000')) throw new HttpError(400, 'csv: this is not a text (CSV) file');
  const parsed = Papa.parse<string[]>(text.replace(/^\ufeff/, ''), { skipEmptyLines: 'greedy' });
  const broken = parsed.errors.find((error) => error.type === 'Quotes');
  if (broken) {
    throw new HttpError(400, `csv: row ${(broken.row ?? 0) + 1} has an unclosed quote`);
  }
  const [header, ...records] = parsed.data;
  const columns = (header ?? []).map((column) => column.trim());
  if (columns.length === 0 || columns.every((column) => !column)) {
    throw new HttpError(400, 'csv: the file is empty; the first line must name the columns');
  }
  const seen = new Set<string>();
  for (const column of columns) {
    if (!column) throw new HttpError(400, 'csv: every column in the first line needs a name');
    if (seen.has(column.toLowerCase()))
      throw new HttpError(400, `csv: the column "${column}" appears twice`);
    seen.add(column.toLowerCase());
  }
  if (records.length === 0) throw new HttpError(400, 'csv: the file has no rows below the header');
  if (records.length > MAX_IMPORT_ROWS) {
    throw new HttpError(400, `csv: at most ${MAX_IMPORT_ROWS} rows can be imported at once`);
  }
  return {
    columns,
    rows: records.map((record) =>
      Object.fromEntries(columns.map((column, index) => [column, record[index] ?? ''])),
    ),
  };
}

/** Rows sent as objects: the columns are every key, in order of first appearance. */
export function tableFromRows(rows: Record<string, string | null>[]): Table {
  if (rows.length === 0) throw new HttpError(400, 'rows: there are no rows to import');
  const columns = [...new Set(rows.flatMap((row) => Object.keys(row)))];
  return {
    columns,
    rows: rows.map((row) =>
      Object.fromEntries(columns.map((column) => [column, row[column] ?? ''])),
    ),
  };
}

const ALIASES: Record<ContactImportField, string[]> = {
  name: ['name', 'fullname', 'contactname', 'contact'],
  email: ['email', 'emailaddress', 'mail'],
  phone: ['phone', 'phonenumber', 'telephone', 'tel', 'mobile', 'cell'],
  company: ['company', 'companyname', 'organization', 'organisation', 'business'],
  position: ['position', 'jobtitle', 'title', 'role'],
  type: ['type', 'contacttype', 'category'],
  trade: ['trade', 'specialty', 'speciality'],
};

const normalize = (text: string) => text.toLowerCase().replace(/[^a-z0-9]/g, '');

/** Columns matched to fields by their names ("E-mail Address" -> email). */
export function suggestMapping(columns: readonly string[]): ContactMapping {
  const mapping: ContactMapping = {};
  for (const field of CONTACT_IMPORT_FIELDS) {
    const column = columns.find((c) => ALIASES[field].includes(normalize(c)));
    mapping[field] = column ?? null;
  }
  return mapping;
}

const REQUIRED_FIELDS = ['name', 'email', 'phone'] as const;

export const missingFields = (mapping: ContactMapping) =>
  REQUIRED_FIELDS.filter((field) => !mapping[field]);

/** The given mapping checked against the file's columns (400 names the field). */
export function checkMapping(
  mapping: ContactMapping,
  columns: readonly string[],
  { requireAll }: { requireAll: boolean },
): ContactMapping {
  for (const field of CONTACT_IMPORT_FIELDS) {
    const column = mapping[field];
    if (column && !columns.includes(column)) {
      throw new HttpError(400, `mapping.${field}: the file has no column "${column}"`);
    }
  }
  const missing = missingFields(mapping);
  if (requireAll && missing.length > 0) {
    const labels = missing.map((field) => CONTACT_IMPORT_LABELS[field]).join(', ');
    throw new HttpError(400, `mapping: choose the column that holds ${labels}`);
  }
  return mapping;
}

// Our own export guards formulas with a single quote; take it off again on the way in.
const unguard = (value: string) => unguardFormula(value.trim());

const matchOption = <T extends string>(options: readonly T[], value: string): T | string =>
  options.find((option) => option.toLowerCase() === value.toLowerCase()) ?? value;

export interface CheckedRow extends ImportRow {
  contact: ContactValues | null;
}

/** One row mapped and validated with the contact form's own schema. */
export function checkRow(
  row: Record<string, string>,
  line: number,
  mapping: ContactMapping,
): CheckedRow {
  const values = Object.fromEntries(
    CONTACT_IMPORT_FIELDS.map((field) => {
      const column = mapping[field];
      return [field, column ? unguard(row[column] ?? '') : ''];
    }),
  ) as Record<ContactImportField, string>;
  // A file without types holds the owner's clients: that is what a contact list usually is.
  const type = values.type ? matchOption(CONTACT_TYPES, values.type) : 'Client';
  const trade = values.trade ? matchOption(TRADES, values.trade) : null;
  const result = contactInputSchema.safeParse({ ...values, type, trade });
  const errors = result.success
    ? []
    : result.error.issues.map(
        (issue) =>
          `${CONTACT_IMPORT_LABELS[issue.path[0] as ContactImportField] ?? 'Row'}: ${issue.message}`,
      );
  return {
    line,
    values: { ...values, type: String(type), trade: trade ?? '' },
    errors,
    duplicate: null,
    contact: result.success ? result.data : null,
  };
}

/** Marks rows whose e-mail exists already or appeared on an earlier row (case-insensitive). */
export function markDuplicates(rows: CheckedRow[], existingEmails: ReadonlySet<string>) {
  const seen = new Set<string>();
  for (const row of rows) {
    const email = row.values.email.toLowerCase();
    if (!email) continue;
    if (existingEmails.has(email)) row.duplicate = 'existing';
    else if (seen.has(email)) row.duplicate = 'file';
    seen.add(email);
  }
  return rows;
}
