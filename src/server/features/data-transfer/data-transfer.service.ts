import type { ContactImportPreview } from '../../../core/schemas/data-transfer.js';
import type { Db } from '../../db/database.js';
import { inTransaction } from '../../db/transaction.js';
import { HttpError } from '../../lib/http-error.js';
import { recordActivity, type Actor } from '../activity/index.js';
import { insertContacts, listContactEmails } from '../contacts/index.js';
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

async function checkImport(db: Db, body: ImportBody, requireAll = true) {
  const table = body.csv !== undefined ? parseCsv(body.csv) : tableFromRows(body.rows ?? []);
  const mapping = checkMapping(body.mapping ?? suggestMapping(table.columns), table.columns, {
    requireAll,
  });
  const missing = missingFields(mapping);
  if (missing.length > 0) return { columns: table.columns, mapping, missing, rows: [] };
  const rows = markDuplicates(
    table.rows.map((row, index) => checkRow(row, index + 2, mapping)),
    await listContactEmails(db),
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

/**
 * Adds every valid new row in one transaction, or nothing: a single invalid row
 * refuses the whole file (400 naming it). Duplicates by e-mail are skipped and reported.
 */
export async function importContacts(db: Db, body: ImportBody, actor: Actor) {
  return inTransaction(db, async (trx) => {
    const { rows } = await checkImport(trx, body);
    const invalid = rows.filter((row) => row.errors.length > 0);
    if (invalid.length > 0) {
      const first = invalid[0]!;
      const more = invalid.length > 1 ? ` (and ${invalid.length - 1} more rows with errors)` : '';
      throw new HttpError(400, `Row ${first.line}: ${first.errors.join('; ')}${more}`);
    }
    const fresh = rows.filter((row) => !row.duplicate).map((row) => row.contact!);
    await insertContacts(trx, fresh);
    await recordActivity(trx, actor, {
      action: 'contact.imported',
      entityType: 'contact',
      entityId: null,
      summary: `imported ${fresh.length} contact${fresh.length === 1 ? '' : 's'}`,
    });
    return {
      imported: fresh.length,
      duplicates: rows
        .filter((row) => row.duplicate)
        .map((row) => ({ line: row.line, email: row.values.email })),
    };
  });
}
