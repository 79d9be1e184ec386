import type { ContactImportPreview } from '../../../core/schemas/data-transfer.js';
import type { Db } from '../../db/database.js';
import { HttpError } from '../../lib/http-error.js';
import { newId, nowIso } from '../../lib/ids.js';
import {
  checkMapping,
  checkRow,
  markDuplicates,
  missingFields,
  parseCsv,
  suggestMapping,
  tableFromRows,
  type CheckedRow,
} from './contact-import.js';

export interface ImportBody {
  csv?: string | undefined;
  rows?: Record<string, string | null>[] | undefined;
  mapping?: Partial<Record<string, string | null>> | undefined;
}

async function existingEmails(db: Db): Promise<Set<string>> {
  const rows = await db.selectFrom('clients').select('email').execute();
  return new Set(rows.map((row) => row.email.toLowerCase()));
}

async function checkImport(db: Db, body: ImportBody, requireAll = true) {
  const table = body.csv !== undefined ? parseCsv(body.csv) : tableFromRows(body.rows ?? []);
  const mapping = checkMapping(body.mapping ?? suggestMapping(table.columns), table.columns, {
    requireAll,
  });
  const missing = missingFields(mapping);
  if (missing.length > 0) return { columns: table.columns, mapping, missing, rows: [] };
  const rows = markDuplicates(
    table.rows.map((row, index) => checkRow(row, index + 2, mapping)),
    await existingEmails(db),
  );
  return { columns: table.columns, mapping, missing, rows };
}

const withoutContact = ({ contact: _contact, ...row }: CheckedRow) => row;

/** What an import would do, without writing anything. */
export async function previewContactImport(
  db: Db,
  body: ImportBody,
): Promise<ContactImportPreview> {
  const { columns, mapping, missing, rows } = await checkImport(db, body, false);
  const invalid = rows.filter((row) => row.errors.length > 0).length;
  const duplicates = rows.filter((row) => row.errors.length === 0 && row.duplicate).length;
  return {
    columns,
    mapping,
    missing,
    rows: rows.map(withoutContact),
    totals: { rows: rows.length, ready: rows.length - invalid - duplicates, invalid, duplicates },
  };
}

const INSERT_CHUNK = 200;

/**
 * Adds every valid new row in one transaction, or nothing: a single invalid row
 * refuses the whole file (400 naming it). Duplicates by e-mail are skipped and reported.
 */
export async function importContacts(db: Db, body: ImportBody) {
  return db.transaction().execute(async (trx) => {
    const { rows } = await checkImport(trx, body);
    const invalid = rows.filter((row) => row.errors.length > 0);
    if (invalid.length > 0) {
      const first = invalid[0]!;
      const more = invalid.length > 1 ? ` (and ${invalid.length - 1} more rows with errors)` : '';
      throw new HttpError(400, `Row ${first.line}: ${first.errors.join('; ')}${more}`);
    }
    const now = nowIso();
    const fresh = rows
      .filter((row) => !row.duplicate)
      .map((row) => ({ id: newId(), ...row.contact!, created_at: now, updated_at: now }));
    for (let start = 0; start < fresh.length; start += INSERT_CHUNK) {
      await trx
        .insertInto('clients')
        .values(fresh.slice(start, start + INSERT_CHUNK))
        .execute();
    }
    return {
      imported: fresh.length,
      duplicates: rows
        .filter((row) => row.duplicate)
        .map((row) => ({ line: row.line, email: row.values.email })),
    };
  });
}
