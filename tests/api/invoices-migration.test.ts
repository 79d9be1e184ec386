import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../src/server/db/database.js';
import { migrateToLatest } from '../../src/server/db/migrate.js';
import { databaseBefore, type OldDatabase } from './helpers/database-before.js';
import { testDialect } from './helpers/test-app.js';

// Migration 1700 (decision 170) on a database holding invoices from before it: every
// invoice is issued with a due date 14 days after its date, and a Paid one is paid by
// one payment, so paid_to_date is the sum of its payments from the start.

let old: OldDatabase;
let db: Db;

beforeAll(async () => {
  old = await databaseBefore('1700');
  db = old.db;
});
afterAll(async () => {
  await old.close();
});

describe(`migration 1700 on existing invoices (${testDialect})`, () => {
  it('issues them, gives them due dates and records Paid ones as paid by one payment', async () => {
    const now = '2026-05-02T10:00:00.000Z';
    const clientId = crypto.randomUUID();
    await db
      .insertInto('clients')
      .values({
        id: clientId,
        name: 'Old Client',
        email: 'old@example.com',
        phone: '1',
        company: null,
        position: null,
        type: 'Client',
        trade: null,
        created_at: now,
        updated_at: now,
      })
      .execute();
    const invoice = (number: string, status: string, amount: number, date: string) => ({
      id: crypto.randomUUID(),
      invoice_number: number,
      client_id: clientId,
      client_name: 'Old Client',
      project_id: null,
      project_name: 'Old Project',
      amount,
      date,
      status,
      items: '[]',
      created_at: now,
      updated_at: now,
    });
    const pending = invoice('INV-001', 'Pending', 5000, '2026-02-20');
    const paid = invoice('INV-002', 'Paid', 7000, '2026-04-25');
    const free = invoice('INV-003', 'Paid', 0, '2026-04-26');
    // Only the columns that existed before 1700.
    await db
      .insertInto('invoices')
      .values([pending, paid, free] as never)
      .execute();

    await migrateToLatest(db);

    const rows = await db
      .selectFrom('invoices')
      .select(['invoice_number', 'state', 'status', 'due_date', 'paid_to_date', 'issued_at'])
      .orderBy('invoice_number')
      .execute();
    expect(rows.map((row) => ({ ...row, paid_to_date: Number(row.paid_to_date) }))).toEqual([
      {
        invoice_number: 'INV-001',
        state: 'issued',
        status: 'Pending',
        due_date: '2026-03-06',
        paid_to_date: 0,
        issued_at: now,
      },
      {
        invoice_number: 'INV-002',
        state: 'paid',
        status: 'Paid',
        due_date: '2026-05-09',
        paid_to_date: 7000,
        issued_at: now,
      },
      {
        invoice_number: 'INV-003',
        state: 'paid',
        status: 'Paid',
        due_date: '2026-05-10',
        paid_to_date: 0,
        issued_at: now,
      },
    ]);
    const payments = await db.selectFrom('payments').selectAll().execute();
    expect(payments).toHaveLength(1);
    expect(payments[0]).toMatchObject({
      invoice_id: paid.id,
      date: '2026-05-02',
      method: 'other',
      source: 'marked-paid',
    });
    expect(Number(payments[0]!.amount)).toBe(7000);
  });
});
