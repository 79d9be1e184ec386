import { sql, type Kysely } from 'kysely';
import { addDays } from '../../../core/dates.js';
import type { Aging } from '../../../core/schemas/invoice.js';
import type { DB } from '../../db/schema.js';
import { BILLED_STATES, OPEN_STATES } from './invoices.queries.js';

// What is owed, in one pass over the invoices (decision 170). Aging is by whole days
// past the due date on the owner's `today`; the bucket edges are computed here as dates,
// so both databases only compare YYYY-MM-DD text.

type Conn = Kysely<DB>;

export interface OwedTotals {
  outstanding: number;
  overdue: number;
  aging: Aging;
  invoiced: number;
  paid: number;
}

export async function owedTotals(db: Conn, today: string, projectId?: string): Promise<OwedTotals> {
  const due = sql`coalesce(due_date, date)`;
  const open = sql`state in (${sql.join(OPEN_STATES)})`;
  const owed = (condition: ReturnType<typeof sql>) =>
    sql<number>`sum(case when ${open} and ${condition} then amount - paid_to_date else 0 end)`;
  const daysAgo = (days: number) => addDays(today, -days);
  const row = await db
    .selectFrom('invoices')
    .select([
      sql<number>`sum(amount)`.as('invoiced'),
      sql<number>`sum(paid_to_date)`.as('paid'),
      owed(sql`1 = 1`).as('outstanding'),
      owed(sql`${due} < ${today}`).as('overdue'),
      owed(sql`${due} >= ${today}`).as('current'),
      owed(sql`${due} < ${today} and ${due} >= ${daysAgo(30)}`).as('days1to30'),
      owed(sql`${due} < ${daysAgo(30)} and ${due} >= ${daysAgo(60)}`).as('days31to60'),
      owed(sql`${due} < ${daysAgo(60)} and ${due} >= ${daysAgo(90)}`).as('days61to90'),
      owed(sql`${due} < ${daysAgo(90)}`).as('over90'),
    ])
    .where('state', 'in', BILLED_STATES)
    .$if(projectId !== undefined, (q) => q.where('project_id', '=', projectId!))
    .executeTakeFirstOrThrow();
  const n = (value: unknown) => Number(value ?? 0);
  return {
    outstanding: n(row.outstanding),
    overdue: n(row.overdue),
    aging: {
      current: n(row.current),
      days1to30: n(row.days1to30),
      days31to60: n(row.days31to60),
      days61to90: n(row.days61to90),
      over90: n(row.over90),
    },
    invoiced: n(row.invoiced),
    paid: n(row.paid),
  };
}

/** Payments dated from `from` through `to` (inclusive), optionally of one project's invoices. */
export async function paidBetween(
  db: Conn,
  from: string,
  to: string,
  projectId?: string,
): Promise<number> {
  const row = await db
    .selectFrom('payments')
    .innerJoin('invoices', 'invoices.id', 'payments.invoice_id')
    .select(sql<number>`sum(payments.amount)`.as('total'))
    .where('payments.date', '>=', from)
    .where('payments.date', '<=', to)
    .$if(projectId !== undefined, (q) => q.where('invoices.project_id', '=', projectId!))
    .executeTakeFirstOrThrow();
  return Number(row.total ?? 0);
}
