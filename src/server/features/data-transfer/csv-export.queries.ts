import { sql, type SelectQueryBuilder } from 'kysely';
import { parseChecklist } from '../../../core/checklist.js';
import { crewHours, delayHours } from '../../../core/daily-log.js';
import type { CsvExport } from '../../../core/schemas/data-transfer.js';
import { parseLineItems, shownInvoiceNumber } from '../../../core/schemas/invoice.js';
import type { Db } from '../../db/database.js';
import type { CsvCell } from './csv.js';
import { parseStoredCrew, parseStoredDelays } from '../../../core/stored-sections.js';

// Each export reads its table a page at a time in creation order (keyset on
// created_at, id), so a large table never sits in memory and pages never overlap.

export const EXPORT_PAGE_SIZE = 500;

interface Position {
  created_at: string;
  id: string;
}

type Page = { rows: CsvCell[][]; last: Position | undefined };

interface CsvTable {
  header: string[];
  page(db: Db, after: Position | undefined): Promise<Page>;
}

const checklistText = (stored: string | null) =>
  parseChecklist(stored)
    .map((item) => `[${item.completed ? 'x' : ' '}] ${item.text}`)
    .join('; ');

const dollars = (cents: number) => (Number(cents) / 100).toFixed(2);

function pageOf<R extends Position>(rows: R[], toCells: (row: R) => CsvCell[]): Page {
  return { rows: rows.map(toCells), last: rows.at(-1) };
}

/**
 * One page of the query's rows after the position, in (created_at, id) order of
 * the table it names `t`; the row-value comparison works in both dialects.
 */
function rowsAfter<DB extends Record<'t', Position>, TB extends keyof DB, O extends Position>(
  query: SelectQueryBuilder<DB, TB, O>,
  after: Position | undefined,
): Promise<O[]> {
  return (
    after
      ? query.where(sql<boolean>`(t.created_at, t.id) > (${after.created_at}, ${after.id})`)
      : query
  )
    .orderBy(sql.ref('t.created_at'))
    .orderBy(sql.ref('t.id'))
    .limit(EXPORT_PAGE_SIZE)
    .execute();
}

export const CSV_TABLES: Record<CsvExport, CsvTable> = {
  contacts: {
    header: ['Name', 'Email', 'Phone', 'Company', 'Position', 'Type', 'Trade'],
    async page(db, after) {
      const rows = await rowsAfter(db.selectFrom('clients as t').selectAll(), after);
      return pageOf(rows, (r) => [
        r.name,
        r.email,
        r.phone,
        r.company,
        r.position,
        r.type,
        r.trade,
      ]);
    },
  },
  projects: {
    header: ['Name', 'Client', 'Status', 'Address', 'Start Date', 'End Date', 'Description'],
    async page(db, after) {
      const rows = await rowsAfter(
        db
          .selectFrom('projects as t')
          .innerJoin('clients as c', 'c.id', 't.client_id')
          .selectAll('t')
          .select('c.name as client'),
        after,
      );
      return pageOf(rows, (r) => [
        r.name,
        r.client,
        r.status,
        r.address,
        r.start_date,
        r.end_date,
        r.description,
      ]);
    },
  },
  tasks: {
    header: [
      'Title',
      'Description',
      'Project',
      'Status',
      'Due Date',
      'Checklist',
      'Completed At',
      'Created At',
    ],
    async page(db, after) {
      const rows = await rowsAfter(
        db
          .selectFrom('tasks as t')
          .innerJoin('projects as p', 'p.id', 't.project_id')
          .selectAll('t')
          .select('p.name as project'),
        after,
      );
      return pageOf(rows, (r) => [
        r.title,
        r.description,
        r.project,
        r.status,
        r.due_date,
        checklistText(r.checklist),
        r.completed_at,
        r.created_at,
      ]);
    },
  },
  updates: {
    header: [
      'Date',
      'Project',
      'Note',
      'Checklist',
      'Files',
      'Created At',
      'Crew Hours',
      'Delay Hours',
    ],
    async page(db, after) {
      const rows = await rowsAfter(
        db
          .selectFrom('updates as t')
          .innerJoin('projects as p', 'p.id', 't.project_id')
          .leftJoin('update_sections as s', 's.update_id', 't.id')
          .selectAll('t')
          .select(['p.name as project', 's.crew', 's.delays']),
        after,
      );
      const files = rows.length
        ? await db
            .selectFrom('update_files')
            .select(['update_id', 'name'])
            .where(
              'update_id',
              'in',
              rows.map((r) => r.id),
            )
            .orderBy('update_id')
            .orderBy('position')
            .execute()
        : [];
      const names = new Map<string, string[]>();
      for (const file of files)
        names.set(file.update_id, [...(names.get(file.update_id) ?? []), file.name]);
      return pageOf(rows, (r) => [
        r.date,
        r.project,
        r.note,
        checklistText(r.checklist),
        (names.get(r.id) ?? []).join('; '),
        r.created_at,
        // Worker-hours and hours lost of the daily log (decision 190); empty without one.
        r.crew ? crewHours(parseStoredCrew(r.crew)) : null,
        r.delays ? delayHours(parseStoredDelays(r.delays)) : null,
      ]);
    },
  },
  // Decision 170: the lifecycle and money columns come after the spec's, so they keep their places.
  invoices: {
    header: [
      'Invoice Number',
      'Date',
      'Client',
      'Project',
      'Status',
      'Amount',
      'Items',
      'State',
      'Due Date',
      'Subtotal',
      'Tax',
      'Paid',
      'Balance',
    ],
    async page(db, after) {
      const rows = await rowsAfter(db.selectFrom('invoices as t').selectAll(), after);
      return pageOf(rows, (r) => [
        shownInvoiceNumber(r.invoice_number),
        r.date,
        r.client_name,
        r.project_name,
        r.status,
        dollars(r.amount),
        parseLineItems(r.items)
          .map((item) => `${item.description} (${item.quantity} x ${item.rate.toFixed(2)})`)
          .join('; '),
        r.state,
        r.due_date,
        dollars(Number(r.amount) - Number(r.tax_total)),
        dollars(r.tax_total),
        dollars(r.paid_to_date),
        dollars(r.state === 'void' ? 0 : Number(r.amount) - Number(r.paid_to_date)),
      ]);
    },
  },
  payments: {
    header: [
      'Invoice Number',
      'Client',
      'Project',
      'Date',
      'Amount',
      'Method',
      'Reference',
      'Recorded At',
    ],
    async page(db, after) {
      const rows = await rowsAfter(
        db
          .selectFrom('payments as t')
          .innerJoin('invoices as i', 'i.id', 't.invoice_id')
          .selectAll('t')
          .select(['i.invoice_number', 'i.client_name', 'i.project_name']),
        after,
      );
      return pageOf(rows, (r) => [
        shownInvoiceNumber(r.invoice_number),
        r.client_name,
        r.project_name,
        r.date,
        dollars(r.amount),
        r.method,
        r.reference,
        r.created_at,
      ]);
    },
  },
};
