// @vitest-environment happy-dom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import type { InvoiceRecord } from '../../../../core/schemas/invoice';
import type { TaxRate } from '../../../../core/schemas/tax-rate';
import {
  renderWithProviders,
  stubApi,
  writes,
  type ApiCall,
} from '../../../../../tests/setup/render-web';
import {
  client,
  invoiceRecord,
  invoiceWire,
  project,
} from '../../../../../tests/setup/web-records';
import { InvoiceFormDialog } from './invoice-form-dialog';
import { PaymentsDialog } from './payments-dialog';
import { RecordPaymentDialog } from './record-payment-dialog';
import { SendInvoiceDialog } from './send-invoice-dialog';

const locale = { currency: 'USD', dateFormat: 'MMM d, yyyy', timeZone: 'UTC' };
const gst: TaxRate = {
  id: '7c9e6679-7425-40de-944b-e07fc1f90ae7',
  name: 'GST',
  rate: 500,
  active: true,
  inUse: false,
  createdAt: '2026-01-01T00:00:00.000Z',
};
const pst: TaxRate = { ...gst, id: '9b2e6679-7425-40de-944b-e07fc1f90ae8', name: 'PST', rate: 700 };
const old: TaxRate = {
  ...gst,
  id: 'a12e6679-7425-40de-944b-e07fc1f90ae9',
  name: 'Old',
  active: false,
};

const invoice: InvoiceRecord = {
  ...invoiceRecord,
  items: [{ description: 'Ramp', quantity: 2, rate: 150, taxRateIds: [gst.id] }],
  overdue: true,
  subtotal: 30_000,
  taxes: [{ taxRateId: gst.id, name: 'GST', rate: 500, amount: 1_500 }],
  taxTotal: 1_500,
};

/** stubApi, with some answers failing: "METHOD /path" -> [status, body]. */
function stubWithFailures(
  answers: Record<string, unknown>,
  failures: Record<string, [number, unknown]>,
) {
  const calls = stubApi(answers);
  const answer = globalThis.fetch;
  vi.stubGlobal('fetch', async (input: string | URL, init: RequestInit = {}) => {
    const url = new URL(String(input), 'http://localhost');
    const failure = failures[`${init.method ?? 'GET'} ${url.pathname}`];
    if (!failure) return answer(input, init);
    const body = typeof init.body === 'string' ? JSON.parse(init.body) : undefined;
    calls.push({ method: init.method ?? 'GET', path: url.pathname, body } satisfies ApiCall);
    return new Response(JSON.stringify(failure[1]), {
      status: failure[0],
      headers: { 'content-type': 'application/json' },
    });
  });
  return calls;
}

const formAnswers = {
  'GET /api/clients': [client],
  [`GET /api/clients/${client.id}/projects`]: [project],
  'GET /api/settings/locale': locale,
  'GET /api/tax-rates': [gst, pst, old],
  'GET /api/settings/invoicing': {
    defaultTermsDays: 30,
    reminders: { enabled: false, steps: [] },
  },
};

const choose = async (label: string, option: string) => {
  fireEvent.click(screen.getByRole('combobox', { name: label }));
  fireEvent.click(await screen.findByRole('option', { name: option }));
};

async function fillOneLine() {
  await choose('Client', 'Dana Reyes');
  await choose('Project', 'Harbor Bridge');
  const line = within(screen.getByTestId('line-item'));
  fireEvent.change(line.getByRole('textbox', { name: 'Description' }), {
    target: { value: 'Framing labor' },
  });
  fireEvent.change(line.getByRole('textbox', { name: 'Quantity' }), { target: { value: '3' } });
  fireEvent.change(line.getByRole('textbox', { name: 'Rate ($)' }), { target: { value: '19.99' } });
  return line;
}

describe('the invoice form with taxes and terms', { timeout: 60_000 }, () => {
  it('shows subtotal, each tax and the total, and posts the taxed lines and the total', async () => {
    const calls = stubApi({ ...formAnswers, 'POST /api/invoices': {} });
    const onClose = vi.fn();
    renderWithProviders(<InvoiceFormDialog opened invoice={null} onClose={onClose} />);
    const line = await fillOneLine();
    // The business default terms (30 days) fill the field once they arrive.
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: 'Payment terms (days)' })).toHaveProperty(
        'value',
        '30',
      ),
    );
    fireEvent.click(line.getByRole('combobox', { name: 'Taxes' }));
    // Only active rates are offered for a new line.
    expect(screen.queryByRole('option', { name: /Old/ })).toBeNull();
    fireEvent.click(await screen.findByRole('option', { name: 'GST (5%)' }));
    fireEvent.click(await screen.findByRole('option', { name: 'PST (7%)' }));
    // 5997 cents: GST 299.85 -> 300, PST 419.79 -> 420.
    expect(await screen.findByText('Subtotal: $59.97')).toBeTruthy();
    expect(screen.getByText('GST (5%): $3.00')).toBeTruthy();
    expect(screen.getByText('PST (7%): $4.20')).toBeTruthy();
    expect(screen.getByText('Total: $67.17')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Create Invoice' }));

    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
    const [post] = writes(calls);
    expect(post?.body).toMatchObject({ amount: 6717, termsDays: 30, status: 'Pending' });
    expect(post?.body).not.toHaveProperty('state');
    expect((post?.body as { items: unknown }).items).toEqual([
      { description: 'Framing labor', quantity: 3, rate: 19.99, taxRateIds: [gst.id, pst.id] },
    ]);
  });

  it('"Save as draft" posts the same invoice as a draft', async () => {
    const calls = stubApi({ ...formAnswers, 'POST /api/invoices': {} });
    const onClose = vi.fn();
    renderWithProviders(<InvoiceFormDialog opened invoice={null} onClose={onClose} />);
    await fillOneLine();
    fireEvent.click(screen.getByRole('button', { name: 'Save as draft' }));
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
    expect(writes(calls)).toMatchObject([
      { method: 'POST', path: '/api/invoices', body: { state: 'draft', amount: 5997 } },
    ]);
  });
});

describe('the send invoice dialog', { timeout: 60_000 }, () => {
  const render = () =>
    renderWithProviders(
      <MemoryRouter>
        <SendInvoiceDialog invoice={invoice} onClose={vi.fn()} />
      </MemoryRouter>,
    );

  it('says up front when e-mail is not set up, links to Settings and sends nothing', async () => {
    const calls = stubApi({
      'GET /api/clients': [client],
      'GET /api/settings/locale': locale,
      'GET /api/settings/mail': { source: 'none', hasPassword: false },
    });
    render();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('E-mail is not set up');
    expect(alert.textContent).not.toMatch(/try again/i);
    expect(within(alert).getByRole('link', { name: 'Set up e-mail in Settings' })).toHaveProperty(
      'href',
      // Where paths says e-mail is set up (the E-mail section of Settings).
      expect.stringMatching(/\/settings\/email$/),
    );
    expect(screen.getByRole('button', { name: 'Send invoice' })).toHaveProperty('disabled', true);
    expect(writes(calls)).toEqual([]);
  });

  it("sends to the client's address (editable) with the message", async () => {
    const calls = stubApi({
      'GET /api/clients': [client],
      'GET /api/settings/locale': locale,
      'GET /api/settings/mail': { source: 'settings', hasPassword: true },
      [`POST /api/invoices/${invoice.id}/send`]: { message: 'sent' },
    });
    render();
    const to = screen.getByRole('textbox', { name: 'To' });
    await waitFor(() => expect(to).toHaveProperty('value', 'dana@example.com'));
    fireEvent.change(to, { target: { value: 'accounts@example.com' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'Message' }), {
      target: { value: 'Thanks for the work.' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Send invoice' }));
    await waitFor(() =>
      expect(writes(calls)).toEqual([
        {
          method: 'POST',
          path: `/api/invoices/${invoice.id}/send`,
          body: { to: 'accounts@example.com', message: 'Thanks for the work.' },
        },
      ]),
    );
  });

  it('a 503 from the server is shown as a setup problem, not as "try again"', async () => {
    stubWithFailures(
      { 'GET /api/clients': [client], 'GET /api/settings/locale': locale },
      {
        'GET /api/settings/mail': [403, { message: 'Only the owner' }],
        [`POST /api/invoices/${invoice.id}/send`]: [
          503,
          { message: 'E-mail is not configured: set up SMTP in Settings.' },
        ],
      },
    );
    render();
    const to = screen.getByRole('textbox', { name: 'To' });
    await waitFor(() => expect(to).toHaveProperty('value', 'dana@example.com'));
    fireEvent.click(screen.getByRole('button', { name: 'Send invoice' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('E-mail is not configured: set up SMTP in Settings.');
    expect(alert.textContent).not.toMatch(/try again/i);
    expect(within(alert).getByRole('link', { name: 'Set up e-mail in Settings' })).toBeTruthy();
  });
});

describe('the record payment dialog', { timeout: 60_000 }, () => {
  it('starts at the balance and posts the amount typed, in cents', async () => {
    const calls = stubApi({
      'GET /api/settings/locale': locale,
      [`POST /api/invoices/${invoice.id}/payments`]: {},
    });
    const onClose = vi.fn();
    renderWithProviders(<RecordPaymentDialog invoice={invoice} onClose={onClose} />);
    const amount = screen.getByRole('textbox', { name: 'Amount ($)' });
    expect(amount).toHaveProperty('value', '$215');
    fireEvent.change(amount, { target: { value: '120.05' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'Reference' }), {
      target: { value: 'Check 1042' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Record payment' }));
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
    expect(writes(calls)).toEqual([
      {
        method: 'POST',
        path: `/api/invoices/${invoice.id}/payments`,
        body: {
          amount: 12_005,
          date: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
          method: 'transfer',
          reference: 'Check 1042',
        },
      },
    ]);
  });

  it('never sends a payment dated after today', async () => {
    const calls = stubApi({
      'GET /api/settings/locale': locale,
      [`POST /api/invoices/${invoice.id}/payments`]: {},
    });
    renderWithProviders(<RecordPaymentDialog invoice={invoice} onClose={vi.fn()} />);
    const date = screen.getByRole('textbox', { name: 'Date received' });
    fireEvent.change(date, { target: { value: 'Jan 1, 2099' } });
    fireEvent.blur(date);
    fireEvent.click(screen.getByRole('button', { name: 'Record payment' }));
    // The picker does not take the later date: today's stays, and that is what is sent.
    const today = new Date().toLocaleDateString('en-CA');
    await waitFor(() => expect(writes(calls)).toHaveLength(1));
    expect((writes(calls)[0]!.body as { date: string }).date).toBe(today);
  });

  it('refuses more than the balance before sending, and shows the server message', async () => {
    const calls = stubWithFailures(
      { 'GET /api/settings/locale': locale },
      {
        [`POST /api/invoices/${invoice.id}/payments`]: [
          400,
          { message: 'amount: 21600 cents is more than the balance of 21500 cents' },
        ],
      },
    );
    renderWithProviders(<RecordPaymentDialog invoice={invoice} onClose={vi.fn()} />);
    const amount = screen.getByRole('textbox', { name: 'Amount ($)' });
    fireEvent.change(amount, { target: { value: '216' } });
    fireEvent.click(screen.getByRole('button', { name: 'Record payment' }));
    expect(await screen.findByText(/The balance is \$215.00/)).toBeTruthy();
    expect(writes(calls)).toEqual([]);

    // The server has the last word: a balance changed elsewhere is refused with its message.
    renderWithProviders(
      <RecordPaymentDialog invoice={{ ...invoice, balance: 50_000 }} onClose={vi.fn()} />,
    );
    const second = screen.getAllByRole('textbox', { name: 'Amount ($)' })[1]!;
    fireEvent.change(second, { target: { value: '216' } });
    fireEvent.click(screen.getAllByRole('button', { name: 'Record payment' })[1]!);
    expect(
      await screen.findByText('amount: 21600 cents is more than the balance of 21500 cents'),
    ).toBeTruthy();
  });
});

describe('the payments dialog', { timeout: 60_000 }, () => {
  it('shows payment amounts in the history as money, e-mail addresses as they are', async () => {
    stubApi({
      'GET /api/settings/locale': locale,
      [`GET /api/invoices/${invoice.id}`]: {
        ...invoiceWire(invoice),
        payments: [
          {
            id: 'pay-1',
            invoiceId: invoice.id,
            amount: 10_000,
            date: '2026-03-05',
            method: 'check',
            reference: null,
            createdAt: '2026-03-05T10:00:00.000Z',
          },
        ],
        events: [
          { kind: 'sent', detail: 'dana@example.com', at: '2026-03-04T11:00:00.000Z' },
          { kind: 'payment', detail: '10000', at: '2026-03-05T10:00:00.000Z' },
        ],
      },
    });
    renderWithProviders(
      <MemoryRouter>
        <PaymentsDialog invoice={invoice} onClose={vi.fn()} />
      </MemoryRouter>,
    );
    expect(await screen.findByText('Payment recorded: $100.00')).toBeTruthy();
    expect(screen.getByText('E-mailed: dana@example.com')).toBeTruthy();
    expect(screen.queryByText(/10000/)).toBeNull();
  });
});
