import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { InvoiceDetailWire, InvoiceRecordWire } from '../../src/core/schemas/invoice.js';
import type { MailLogPage } from '../../src/core/schemas/schedule.js';
import { sendInvoiceReminders } from '../../src/server/features/invoices/index.js';
import { createScheduler } from '../../src/server/features/schedules/index.js';
import { startMailCatcher, type MailCatcher } from './helpers/mail-catcher.js';
import { createLink, portalGet, tokenOf } from './helpers/portal.js';
import { seedClient, seedProject } from './helpers/seed.js';
import { createTestApp, type TestApp, setTimeZone } from './helpers/test-app.js';

// Payment reminders (decision 172), driven with a fake clock through the scheduler's
// tick(now): at most once per step per invoice, never once paid or void. The owner works
// in UTC here, and reminders go out from 09:00 of the owner's day.

let smtp: MailCatcher;
let t: TestApp;
let cookie: string;
let clientId: string;
let projectId: string;

const at = (date: string, time = '09:00') => new Date(`${date}T${time}:00.000Z`);

beforeAll(async () => {
  smtp = await startMailCatcher();
  // The scheduler has no request to take an origin from: portal URLs need PUBLIC_URL.
  t = await createTestApp({ env: { PUBLIC_URL: 'https://crm.example.com' } });
  cookie = await t.signIn();
  clientId = (await seedClient(t.db, { name: 'Ørsted Homes', email: 'pay@orsted.example' })).id;
  projectId = (await seedProject(t.db, { name: 'Garage', clientId })).id;
  await setTimeZone(t, cookie, 'UTC');
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

const useSmtp = (port: number) =>
  t.request(cookie, {
    method: 'PUT',
    url: '/api/settings/mail',
    payload: { host: '127.0.0.1', port, secure: false, username: '', from: 'office@acme.example' },
  });

const setPolicy = (enabled: boolean, steps = [-3, 7, 14]) =>
  t.request(cookie, {
    method: 'PUT',
    url: '/api/settings/invoicing',
    payload: { defaultTermsDays: 14, reminders: { enabled, steps } },
  });

beforeEach(async () => {
  smtp.messages.length = 0;
  await t.db.deleteFrom('invoices').execute();
  await t.db.deleteFrom('sent_mail_log').execute();
  expect((await useSmtp(smtp.port)).statusCode).toBe(200);
  expect((await setPolicy(true)).statusCode).toBe(200);
});

/** An invoice dated `date` with 14 days' terms, for $500. */
async function invoiceDated(date: string, client = clientId): Promise<InvoiceRecordWire> {
  const project =
    client === clientId ? projectId : (await seedProject(t.db, { clientId: client })).id;
  const response = await t.request(cookie, {
    method: 'POST',
    url: '/api/invoices',
    payload: {
      clientId: client,
      projectId: project,
      date,
      termsDays: 14,
      items: [{ description: 'Slab', quantity: 1, rate: 500 }],
    },
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<InvoiceRecordWire>();
}

const claims = async (invoiceId: string) =>
  (
    await t.db
      .selectFrom('invoice_reminders')
      .select(['step', 'result'])
      .where('invoice_id', '=', invoiceId)
      .orderBy('step')
      .execute()
  ).map((row) => [Number(row.step), row.result]);

describe('payment reminders', () => {
  it('sends each step once, from 09:00 of its day, and stops when the invoice is paid', async () => {
    const invoice = await invoiceDated('2030-01-01'); // due 2030-01-15
    const scheduler = createScheduler({ db: t.db, config: t.config });
    const second = createScheduler({ db: t.db, config: t.config });

    expect((await scheduler.tick(at('2030-01-11'))).reminders?.sent).toBe(0);
    expect((await scheduler.tick(at('2030-01-12', '08:59'))).reminders?.sent).toBe(0);
    expect((await scheduler.tick(at('2030-01-12'))).reminders?.sent).toBe(1);
    const first = await smtp.waitForMessage(1);
    expect(first.to).toEqual(['pay@orsted.example']);
    expect(first.subject).toBe(`Reminder: invoice ${invoice.invoiceNumber} is due in 3 days`);
    expect(first.text).toContain('The balance due is $500.00.');
    expect(first.raw).toContain(`filename=invoice-${invoice.invoiceNumber}.pdf`);
    // The client has no portal link: no URL.
    expect(first.text).not.toContain('/p/');

    // Later ticks that day, and a second scheduler at the same time, never send it again.
    const again = await Promise.all([
      scheduler.tick(at('2030-01-12', '09:01')),
      second.tick(at('2030-01-12', '09:01')),
      scheduler.tick(at('2030-01-14', '23:59')),
    ]);
    expect(again.map((report) => report.reminders?.sent)).toEqual([0, 0, 0]);

    expect((await scheduler.tick(at('2030-01-22'))).reminders?.sent).toBe(1);
    expect((await smtp.waitForMessage(2)).subject).toBe(
      `Reminder: invoice ${invoice.invoiceNumber} is 7 days overdue`,
    );

    const paid = await t.request(cookie, {
      method: 'PATCH',
      url: `/api/invoices/${invoice.id}`,
      payload: { status: 'Paid' },
    });
    expect(paid.statusCode).toBe(200);
    expect((await scheduler.tick(at('2030-01-29'))).reminders?.sent).toBe(0);
    expect((await scheduler.tick(at('2030-03-01'))).reminders?.sent).toBe(0);
    expect(smtp.messages).toHaveLength(2);
    expect(await claims(invoice.id)).toEqual([
      [-3, 'sent'],
      [7, 'sent'],
    ]);

    const detail = (
      await t.request(cookie, { method: 'GET', url: `/api/invoices/${invoice.id}` })
    ).json<InvoiceDetailWire>();
    expect(detail.events.filter((e) => e.kind === 'reminder').map((e) => e.detail)).toEqual([
      'pay@orsted.example',
      'pay@orsted.example',
    ]);
    const log = (
      await t.request(cookie, { method: 'GET', url: '/api/mail-log' })
    ).json<MailLogPage>();
    expect(log.entries.map((entry) => [entry.subject, entry.result])).toEqual([
      [`Reminder: invoice ${invoice.invoiceNumber} is 7 days overdue`, 'sent'],
      [`Reminder: invoice ${invoice.invoiceNumber} is due in 3 days`, 'sent'],
    ]);
  });

  it('stops when the invoice is voided', async () => {
    const invoice = await invoiceDated('2030-01-01');
    expect(
      (await sendInvoiceReminders({ db: t.db, config: t.config }, at('2030-01-12'))).sent,
    ).toBe(1);
    await t.request(cookie, {
      method: 'PATCH',
      url: `/api/invoices/${invoice.id}`,
      payload: { state: 'void' },
    });
    expect(
      (await sendInvoiceReminders({ db: t.db, config: t.config }, at('2030-01-22'))).sent,
    ).toBe(0);
    expect(await claims(invoice.id)).toEqual([[-3, 'sent']]);
  });

  it('after a long outage sends only the latest step due, and never the skipped ones later', async () => {
    const invoice = await invoiceDated('2030-01-01');
    const report = await sendInvoiceReminders({ db: t.db, config: t.config }, at('2030-02-10'));
    expect(report.sent).toBe(1);
    expect((await smtp.waitForMessage(1)).subject).toBe(
      `Reminder: invoice ${invoice.invoiceNumber} is 26 days overdue`,
    );
    expect(await claims(invoice.id)).toEqual([
      [-3, 'skipped'],
      [7, 'skipped'],
      [14, 'sent'],
    ]);
    expect(
      (await sendInvoiceReminders({ db: t.db, config: t.config }, at('2030-03-10'))).sent,
    ).toBe(0);
  });

  it('claims nothing while reminders are off or e-mail is not set up, and sends once they are', async () => {
    const invoice = await invoiceDated('2030-01-01');
    await setPolicy(false);
    expect(
      (await sendInvoiceReminders({ db: t.db, config: t.config }, at('2030-01-12'))).sent,
    ).toBe(0);
    await setPolicy(true);
    await t.request(cookie, { method: 'DELETE', url: '/api/settings/mail' });
    expect(
      (await sendInvoiceReminders({ db: t.db, config: t.config }, at('2030-01-12'))).sent,
    ).toBe(0);
    expect(await claims(invoice.id)).toEqual([]);
    await useSmtp(smtp.port);
    expect(
      (await sendInvoiceReminders({ db: t.db, config: t.config }, at('2030-01-12'))).sent,
    ).toBe(1);
  });

  it('skips clients without an e-mail address and drafts', async () => {
    const silent = await seedClient(t.db, { name: 'No Mail Ltd', email: '' });
    const invoice = await invoiceDated('2030-01-01', silent.id);
    await t.request(cookie, {
      method: 'POST',
      url: '/api/invoices',
      payload: {
        clientId,
        projectId,
        date: '2030-01-01',
        state: 'draft',
        items: [{ description: 'Draft', quantity: 1, rate: 1 }],
      },
    });
    expect(
      (await sendInvoiceReminders({ db: t.db, config: t.config }, at('2030-01-12'))).sent,
    ).toBe(0);
    expect(await claims(invoice.id)).toEqual([]);
  });

  it('never resends a step claimed by a process that died while sending it', async () => {
    const invoice = await invoiceDated('2030-01-01');
    await t.db
      .insertInto('invoice_reminders')
      .values({
        id: crypto.randomUUID(),
        invoice_id: invoice.id,
        step: -3,
        result: 'sending',
        recipient: 'pay@orsted.example',
        error: null,
        attempts: 0,
        next_attempt_at: null,
        created_at: at('2030-01-12').toISOString(),
        updated_at: at('2030-01-12').toISOString(),
      })
      .execute();
    expect(
      (await sendInvoiceReminders({ db: t.db, config: t.config }, at('2030-01-13'))).sent,
    ).toBe(0);
    expect(smtp.messages).toHaveLength(0);
  });

  it('retries a failed send later, then records it sent once', async () => {
    const invoice = await invoiceDated('2030-01-01');
    await useSmtp(9);
    const failed = await sendInvoiceReminders({ db: t.db, config: t.config }, at('2030-01-12'));
    expect(failed).toMatchObject({ sent: 0, retrying: 1 });
    await useSmtp(smtp.port);
    // Not before its time: five minutes after the failure.
    expect(
      (await sendInvoiceReminders({ db: t.db, config: t.config }, at('2030-01-12', '09:04'))).sent,
    ).toBe(0);
    expect(
      (await sendInvoiceReminders({ db: t.db, config: t.config }, at('2030-01-12', '09:05'))).sent,
    ).toBe(1);
    expect(
      (await sendInvoiceReminders({ db: t.db, config: t.config }, at('2030-01-12', '09:30'))).sent,
    ).toBe(0);
    expect(smtp.messages).toHaveLength(1);
    expect(await claims(invoice.id)).toEqual([[-3, 'sent']]);
  });

  it('carry a fresh URL of the client’s portal link that shows invoices', async () => {
    const linked = await seedClient(t.db, { name: 'Linked Homes', email: 'dana@linked.example' });
    const invoice = await invoiceDated('2030-01-01', linked.id);
    const shown = await createLink(t, cookie, invoice.projectId!, {
      contactEmail: 'Dana@Linked.example',
      showInvoices: true,
    });
    // A newer link of the same contact that hides invoices is not the one to link.
    await createLink(t, cookie, invoice.projectId!, { contactEmail: 'dana@linked.example' });
    await smtp.waitForMessage(2); // the two links announced
    smtp.messages.length = 0;

    // Through the scheduler, which hands the reminders the portal's link finder.
    const scheduler = createScheduler({ db: t.db, config: t.config });
    expect((await scheduler.tick(at('2030-01-12'))).reminders?.sent).toBe(1);
    const reminder = await smtp.waitForMessage(1);
    expect(reminder.to).toEqual(['dana@linked.example']);
    const urls = reminder.text.match(/https:\/\/crm\.example\.com\/p\/[A-Za-z0-9_-]{43}/g) ?? [];
    expect(urls).toHaveLength(1);
    expect(reminder.html).toContain(`href="${urls[0]}"`);
    const token = tokenOf(urls[0]!);
    expect(token).not.toBe(tokenOf(shown.url));
    const listed = await portalGet(t, token, '/invoices');
    expect(listed.statusCode).toBe(200);
    expect(listed.json<{ invoiceNumber: string }[]>().map((i) => i.invoiceNumber)).toEqual([
      invoice.invoiceNumber,
    ]);
  });
});
