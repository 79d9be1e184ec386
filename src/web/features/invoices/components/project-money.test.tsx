// @vitest-environment happy-dom
import { screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { renderWithProviders, stubApi } from '../../../../../tests/setup/render-web';
import { ProjectInvoices } from './project-invoices';
import { ProjectMoneyFigures } from './project-money';

const owner = { id: 'u1', username: 'admin', name: 'Admin', role: 'owner', email: null };
const none = {
  outstanding: 0,
  overdue: 0,
  paidThisMonth: 0,
  aging: { current: 0, days1to30: 0, days31to60: 0, days61to90: 0, over90: 0 },
  invoiced: 0,
  paid: 0,
  oldestUnpaid: [],
  invoiceCount: 0,
};

describe("a project's money figures", { timeout: 60_000 }, () => {
  it('say when nothing is invoiced yet', async () => {
    stubApi({ 'GET /api/auth/session': { user: owner }, 'GET /api/invoices/summary': none });
    renderWithProviders(<ProjectMoneyFigures projectId="p1" />);
    expect((await screen.findByTestId('project-money')).textContent).toBe('Not invoiced yet');
  });

  it('say so when the totals cannot be loaded, instead of showing nothing', async () => {
    stubApi({ 'GET /api/auth/session': { user: owner } });
    renderWithProviders(<ProjectMoneyFigures projectId="p1" />);
    expect(await screen.findByText(/Could not load this project.s totals/)).toBeTruthy();
  });
});

describe("a project's invoices", { timeout: 60_000 }, () => {
  it('name each state as the Invoices screen does ("Partially paid", not "Pending")', async () => {
    const wire = {
      id: '0b6f4c4e-6a39-4f4a-9d35-3f0f4b1f2a10',
      invoiceNumber: 'INV-042',
      clientId: 'c1',
      client: 'Dana Reyes',
      projectId: 'p1',
      project: 'Harbor Bridge',
      amount: 31_500,
      date: '2026-03-04',
      status: 'Pending',
      items: JSON.stringify([{ description: 'Ramp', quantity: 2, rate: 150 }]),
      createdAt: '2026-03-04T10:00:00.000Z',
      state: 'partial',
      termsDays: 14,
      dueDate: '2026-03-18',
      overdue: false,
      subtotal: 31_500,
      taxes: [],
      taxTotal: 0,
      paidToDate: 10_000,
      balance: 21_500,
      paymentCount: 1,
      issuedAt: '2026-03-04T10:00:00.000Z',
      sentAt: null,
      viewedAt: null,
      estimateId: null,
      kind: 'standard',
    };
    stubApi({
      'GET /api/auth/session': { user: owner },
      'GET /api/invoices/summary': none,
      'GET /api/invoices': [wire],
    });
    renderWithProviders(
      <MemoryRouter>
        <ProjectInvoices projectId="p1" />
      </MemoryRouter>,
    );
    expect((await screen.findByTestId('invoice-state')).textContent).toBe('Partially paid');
    expect(screen.queryByText('Pending')).toBeNull();
  });
});
