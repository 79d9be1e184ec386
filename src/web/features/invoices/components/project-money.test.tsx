// @vitest-environment happy-dom
import { screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { renderWithProviders, stubApi } from '../../../../../tests/setup/render-web';
import { invoiceRecord, invoiceWire } from '../../../../../tests/setup/web-records';
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
    stubApi({
      'GET /api/auth/session': { user: owner },
      'GET /api/invoices/summary': none,
      'GET /api/invoices': [invoiceWire(invoiceRecord)],
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
