import { sql, type Expression, type Kysely, type Selectable, type SqlBool } from 'kysely';
import {
  invoiceTaxSchema,
  parseLineItems,
  type InvoiceTax,
  type LineItem,
} from '../../../core/schemas/invoice.js';
import { dialectOf } from '../../db/database.js';
import type { DB, InvoicesTable } from '../../db/schema.js';
import { type InvoiceState } from '../../../core/invoices.js';
import { MARKED_PAID } from './payments.queries.js';

// Small named queries over invoices. The items and taxes columns are JSON text; this
// file is the only place that knows it: rows come out with them as arrays and go in
// with arrays. Money columns come out as numbers on both databases.

type Conn = Kysely<DB>;
type InvoiceColumns = Selectable<InvoicesTable>;
export type InvoiceRow = Omit<InvoiceColumns, 'items' | 'taxes'> & {
  items: LineItem[];
  taxes: InvoiceTax[];
};
/**
 * A row as read for the API: with how many payments it has, and whether a payment came
 * from "Mark as paid" (which "Mark as pending" can take back).
 */
export type InvoiceReadRow = InvoiceRow & { payment_count: number; marked_paid: boolean };
export type InvoiceChanges = Partial<Omit<InvoiceRow, 'id' | 'created_at'>>;

/** The states in which an invoice is owed: issued and not yet paid in full. */
export const OPEN_STATES: readonly InvoiceState[] = ['issued', 'viewed', 'partial'];
/** The states that count as invoiced: everything but drafts and void ones. */
export const BILLED_STATES: readonly InvoiceState[] = ['issued', 'viewed', 'partial', 'paid'];

const invoiceTaxesSchema = invoiceTaxSchema.array();

function parseTaxes(text: string): InvoiceTax[] {
  // Most invoices have no taxes: no parsing for them (a list reads thousands).
  if (text === '[]') return [];
  try {
    const parsed = invoiceTaxesSchema.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : [];
  } catch {
    return [];
  }
}

const fromColumns = <R extends InvoiceColumns>(row: R) => ({
  ...row,
  amount: Number(row.amount),
  tax_total: Number(row.tax_total),
  paid_to_date: Number(row.paid_to_date),
  terms_days: Number(row.terms_days),
  items: parseLineItems(row.items),
  taxes: parseTaxes(row.taxes),
});

function selectInvoices(db: Conn) {
  return db
    .selectFrom('invoices')
    .selectAll('invoices')
    .select((eb) =>
      eb
        .selectFrom('payments')
        .select((p) => p.fn.countAll<number>().as('n'))
        .whereRef('payments.invoice_id', '=', 'invoices.id')
        .as('payment_count'),
    )
    .select((eb) =>
      // Looked for on paid invoices only: a list is mostly open ones.
      eb
        .case()
        .when('invoices.state', '=', 'paid')
        .then(
          eb.exists(
            eb
              .selectFrom('payments')
              .select(sql.lit(1).as('one'))
              .whereRef('payments.invoice_id', '=', 'invoices.id')
              .where('payments.source', '=', MARKED_PAID),
          ),
        )
        .else(sql.lit(false))
        .end()
        .as('marked_paid'),
    );
}

type ReadColumns = InvoiceColumns & {
  payment_count: number | string | null;
  marked_paid: boolean | number | string | null;
};

const toReadRow = (row: ReadColumns) => ({
  ...fromColumns(row),
  payment_count: Number(row.payment_count ?? 0),
  // SQLite answers 0 or 1, PostgreSQL a boolean.
  marked_paid: Number(row.marked_paid) === 1,
});

/** Where an invoice is in the list's order (newest first): what a page cursor holds. */
export interface InvoicePosition {
  date: string;
  createdAt: string;
  invoiceNumber: string;
}

export interface InvoiceFilter {
  state?: InvoiceState | undefined;
  projectId?: string | undefined;
  /** Only invoices overdue on this day (due before it, balance above zero). */
  overdueOn?: string | undefined;
  /** Only invoices not overdue on this day. */
  notOverdueOn?: string | undefined;
  /** The spec's status: Paid is the paid state, Pending every other. */
  status?: 'Paid' | 'Pending' | undefined;
  /** Folded words that must each be in the number, client or project name. */
  words?: readonly string[] | undefined;
  /** Only invoices after this one in the order (the next page). */
  after?: InvoicePosition | undefined;
  limit?: number | undefined;
}

/**
 * The due date as the API shows it (toInvoiceRecord): stored since decision 170, else the
 * invoice date plus its terms (rows written before it, or by a bulk load).
 */
function dueDate(db: Conn) {
  return dialectOf(db) === 'postgres'
    ? sql<string>`coalesce(invoices.due_date, to_char(invoices.date::date + invoices.terms_days, 'YYYY-MM-DD'))`
    : sql<string>`coalesce(invoices.due_date, date(invoices.date, '+' || invoices.terms_days || ' days'))`;
}

/** Overdue on `day` as toInvoiceRecord decides it: open, due before it, not paid in full. */
function overdueOn(db: Conn, day: string): Expression<SqlBool> {
  return sql<SqlBool>`(invoices.state in (${sql.join(OPEN_STATES)}) and ${dueDate(db)} < ${day} and invoices.paid_to_date < invoices.amount)`;
}

/** A LIKE pattern that finds `word` anywhere, with LIKE's own characters taken literally. */
const containing = (word: string) => `%${word.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** Newest first: by invoice date, then by when it was created, then by number. */
export async function listInvoices(
  db: Conn,
  filter: InvoiceFilter = {},
): Promise<InvoiceReadRow[]> {
  const { after, words = [] } = filter;
  const rows = await selectInvoices(db)
    .$if(filter.state !== undefined, (q) => q.where('invoices.state', '=', filter.state!))
    .$if(filter.status === 'Paid', (q) => q.where('invoices.state', '=', 'paid'))
    .$if(filter.status === 'Pending', (q) => q.where('invoices.state', '<>', 'paid'))
    .$if(filter.projectId !== undefined, (q) =>
      q.where('invoices.project_id', '=', filter.projectId!),
    )
    .$if(filter.overdueOn !== undefined, (q) => q.where(overdueOn(db, filter.overdueOn!)))
    .$if(filter.notOverdueOn !== undefined, (q) =>
      q.where((eb) => eb.not(overdueOn(db, filter.notOverdueOn!))),
    )
    // Every word in one of the three names, ignoring case (lower() on both sides).
    .$if(words.length > 0, (q) =>
      q.where((eb) =>
        eb.and(
          words.map((word) =>
            eb.or(
              (['invoice_number', 'client_name', 'project_name'] as const).map(
                (column) =>
                  sql<SqlBool>`lower(${sql.ref(`invoices.${column}`)}) like ${containing(word)} escape '\\'`,
              ),
            ),
          ),
        ),
      ),
    )
    .$if(after !== undefined, (q) =>
      q
        // The plain `<=` bound lets the index start at the cursor (decision 060).
        .where('invoices.date', '<=', after!.date)
        .where((eb) =>
          eb.or([
            eb('invoices.date', '<', after!.date),
            eb.and([
              eb('invoices.date', '=', after!.date),
              eb.or([
                eb('invoices.created_at', '<', after!.createdAt),
                eb.and([
                  eb('invoices.created_at', '=', after!.createdAt),
                  eb('invoices.invoice_number', '<', after!.invoiceNumber),
                ]),
              ]),
            ]),
          ]),
        ),
    )
    .orderBy('invoices.date', 'desc')
    .orderBy('invoices.created_at', 'desc')
    .orderBy('invoices.invoice_number', 'desc')
    .$if(filter.limit !== undefined, (q) => q.limit(filter.limit!))
    .execute();
  return rows.map(toReadRow);
}

export async function findInvoice(db: Conn, id: string): Promise<InvoiceReadRow | undefined> {
  const row = await selectInvoices(db).where('invoices.id', '=', id).executeTakeFirst();
  return row && toReadRow(row);
}

/** The unpaid invoices due longest ago (oldest due date first). */
export async function listOldestUnpaid(
  db: Conn,
  limit: number,
  projectId?: string,
): Promise<InvoiceReadRow[]> {
  const rows = await selectInvoices(db)
    .where('invoices.state', 'in', OPEN_STATES)
    .whereRef('invoices.paid_to_date', '<', 'invoices.amount')
    .$if(projectId !== undefined, (q) => q.where('invoices.project_id', '=', projectId!))
    .orderBy('invoices.due_date')
    .orderBy('invoices.date')
    .orderBy('invoices.id')
    .limit(limit)
    .execute();
  return rows.map(toReadRow);
}

export async function insertInvoice(db: Conn, row: InvoiceRow) {
  await db
    .insertInto('invoices')
    .values({ ...row, items: JSON.stringify(row.items), taxes: JSON.stringify(row.taxes) })
    .execute();
}

export async function updateInvoice(db: Conn, id: string, changes: InvoiceChanges) {
  const { items, taxes, ...columns } = changes;
  await db
    .updateTable('invoices')
    .set({
      ...columns,
      ...(items && { items: JSON.stringify(items) }),
      ...(taxes && { taxes: JSON.stringify(taxes) }),
    })
    .where('id', '=', id)
    .execute();
}

/**
 * Takes the invoice's row lock for the rest of the transaction (PostgreSQL; SQLite has one
 * writer) by writing the row unchanged: a concurrent payment, edit or state change waits,
 * then reads what this one wrote. False when there is no such invoice.
 */
export async function lockInvoice(db: Conn, id: string): Promise<boolean> {
  const result = await db
    .updateTable('invoices')
    .set((eb) => ({ updated_at: eb.ref('updated_at') }))
    .where('id', '=', id)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

export async function deleteInvoice(db: Conn, id: string): Promise<boolean> {
  const result = await db.deleteFrom('invoices').where('id', '=', id).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/**
 * Adds a payment's amount to what was paid, only while the invoice is open and the
 * new sum stays within its total: one statement, so two concurrent payments can never
 * both pass (PostgreSQL re-checks the condition on the locked row; SQLite has one
 * writer). Undefined when the condition failed.
 */
export async function addToPaidToDate(db: Conn, id: string, amount: number, now: string) {
  const row = await db
    .updateTable('invoices')
    .set((eb) => ({ paid_to_date: eb('paid_to_date', '+', amount), updated_at: now }))
    .where('id', '=', id)
    .where('state', 'in', OPEN_STATES)
    .where((eb) => eb(eb('paid_to_date', '+', amount), '<=', eb.ref('amount')))
    .returning(['paid_to_date', 'amount', 'viewed_at'])
    .executeTakeFirst();
  return row && { paidToDate: Number(row.paid_to_date), amount: Number(row.amount) };
}

/** Takes a deleted payment's amount off what was paid; the new sum. */
export async function subtractFromPaidToDate(db: Conn, id: string, amount: number, now: string) {
  const row = await db
    .updateTable('invoices')
    .set((eb) => ({ paid_to_date: eb('paid_to_date', '-', amount), updated_at: now }))
    .where('id', '=', id)
    .returning(['paid_to_date'])
    .executeTakeFirstOrThrow();
  return Number(row.paid_to_date);
}

/**
 * Records the first time the client opened an issued invoice: viewed_at once, and the
 * state issued -> viewed (a partial or paid invoice keeps its state). False when it was
 * already viewed, or is a draft or void, or does not exist.
 */
export async function setViewed(db: Conn, id: string, now: string): Promise<boolean> {
  const result = await db
    .updateTable('invoices')
    .set((eb) => ({
      viewed_at: now,
      state: eb.case().when('state', '=', 'issued').then('viewed').else(eb.ref('state')).end(),
    }))
    .where('id', '=', id)
    .where('viewed_at', 'is', null)
    .where('state', 'not in', ['draft', 'void'])
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/**
 * The next invoice sequence number. Run inside the transaction that inserts the
 * invoice: the row lock (PostgreSQL) or the write lock (SQLite) makes two
 * concurrent creates take different numbers, and a rollback gives it back.
 */
export async function takeInvoiceSequence(db: Conn): Promise<number> {
  const row = await db
    .updateTable('invoice_counter')
    .set((eb) => ({ value: eb('value', '+', 1) }))
    .where('name', '=', 'invoice')
    .returning('value')
    .executeTakeFirstOrThrow();
  return Number(row.value);
}

export async function invoiceNumberTaken(db: Conn, invoiceNumber: string): Promise<boolean> {
  const row = await db
    .selectFrom('invoices')
    .select('id')
    .where('invoice_number', '=', invoiceNumber)
    .executeTakeFirst();
  return row !== undefined;
}

export function findClientName(db: Conn, id: string) {
  return db.selectFrom('clients').select(['id', 'name']).where('id', '=', id).executeTakeFirst();
}

/** What the PDF's "Bill to" adds to the invoice's client name, as the contact is now. */
export function findClientContact(db: Conn, id: string) {
  return db
    .selectFrom('clients')
    .select(['email', 'phone', 'company'])
    .where('id', '=', id)
    .executeTakeFirst();
}

export function findProjectById(db: Conn, id: string) {
  return db
    .selectFrom('projects')
    .select(['id', 'name', 'client_id'])
    .where('id', '=', id)
    .executeTakeFirst();
}

export function findProjectAddress(db: Conn, id: string) {
  return db.selectFrom('projects').select('address').where('id', '=', id).executeTakeFirst();
}

export function findClientProjectsByName(db: Conn, clientId: string, name: string) {
  return db
    .selectFrom('projects')
    .select(['id', 'name', 'client_id'])
    .where('client_id', '=', clientId)
    .where('name', '=', name)
    .execute();
}
