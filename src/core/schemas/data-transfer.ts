import { z } from 'zod';
import { singleLine } from './text.js';

/** Contact fields a CSV column can be mapped to, in the order the preview shows them. */
export const CONTACT_IMPORT_FIELDS = [
  'name',
  'email',
  'phone',
  'company',
  'position',
  'type',
  'trade',
] as const;
export type ContactImportField = (typeof CONTACT_IMPORT_FIELDS)[number];

export const CONTACT_IMPORT_LABELS: Record<ContactImportField, string> = {
  name: 'Name',
  email: 'Email',
  phone: 'Phone',
  company: 'Company',
  position: 'Position',
  type: 'Type',
  trade: 'Trade',
};

export const MAX_IMPORT_ROWS = 5000;
export const MAX_IMPORT_CSV_CHARS = 5_000_000;

/** Field -> column name of the file; a missing or null field is not imported. */
export const contactMappingSchema = z.partialRecord(
  z.enum(CONTACT_IMPORT_FIELDS),
  z.string().check(singleLine('Column')).max(200).nullable(),
);
export type ContactMapping = z.infer<typeof contactMappingSchema>;

/**
 * The file as text (the browser reads the chosen file) or rows already split into
 * `{ column: value }` objects; an optional mapping replaces the suggested one. Cells
 * are checked per row by the contact schema (control characters included), so a bad
 * cell is reported with its line; unmapped columns are never stored.
 */
export const contactImportRequestSchema = z
  .object({
    csv: z.string().max(MAX_IMPORT_CSV_CHARS, 'csv: the file is larger than 5 MB').optional(),
    rows: z
      .array(z.record(z.string(), z.string().nullable()))
      .max(MAX_IMPORT_ROWS, `rows: at most ${MAX_IMPORT_ROWS} rows can be imported at once`)
      .optional(),
    mapping: contactMappingSchema.optional(),
  })
  .refine((body) => (body.csv === undefined) !== (body.rows === undefined), {
    message: 'Send either csv (the file text) or rows',
  });
export type ContactImportRequest = z.input<typeof contactImportRequestSchema>;

export const importRowSchema = z.object({
  /** The row's line in the file (the header is line 1). */
  line: z.number(),
  values: z.record(z.enum(CONTACT_IMPORT_FIELDS), z.string()),
  errors: z.array(z.string()),
  /** 'existing': a contact with this e-mail exists; 'file': an earlier row has it. */
  duplicate: z.enum(['existing', 'file']).nullable(),
});
export type ImportRow = z.infer<typeof importRowSchema>;

export const contactImportPreviewSchema = z.object({
  columns: z.array(z.string()),
  mapping: contactMappingSchema,
  /** Required fields no column is mapped to yet; rows are checked once there are none. */
  missing: z.array(z.enum(CONTACT_IMPORT_FIELDS)),
  rows: z.array(importRowSchema),
  totals: z.object({
    rows: z.number(),
    ready: z.number(),
    duplicates: z.number(),
    invalid: z.number(),
  }),
});
export type ContactImportPreview = z.infer<typeof contactImportPreviewSchema>;

export const contactImportResultSchema = z.object({
  imported: z.number(),
  duplicates: z.array(z.object({ line: z.number(), email: z.string() })),
});
export type ContactImportResult = z.infer<typeof contactImportResultSchema>;

export const CSV_EXPORTS = [
  'contacts',
  'projects',
  'tasks',
  'updates',
  'invoices',
  'payments',
] as const;
export type CsvExport = (typeof CSV_EXPORTS)[number];
export const csvExportParamsSchema = z.object({ kind: z.enum(CSV_EXPORTS) });
