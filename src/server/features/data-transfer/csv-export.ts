import type { CsvExport } from '../../../core/schemas/data-transfer.js';
import type { Db } from '../../db/database.js';
import { CSV_BOM, csvLine } from './csv.js';
import { CSV_TABLES, EXPORT_PAGE_SIZE } from './csv-export.queries.js';

/** The CSV file as chunks of text, one page of rows per chunk. */
export async function* csvRows(db: Db, kind: CsvExport): AsyncGenerator<string> {
  const table = CSV_TABLES[kind];
  yield CSV_BOM + csvLine(table.header);
  let after: Parameters<typeof table.page>[1];
  for (;;) {
    const page = await table.page(db, after);
    if (page.rows.length > 0) yield page.rows.map(csvLine).join('');
    if (!page.last || page.rows.length < EXPORT_PAGE_SIZE) return;
    after = page.last;
  }
}
