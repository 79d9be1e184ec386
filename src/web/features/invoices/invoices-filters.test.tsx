// @vitest-environment happy-dom
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { Suspense } from 'react';
import { MemoryRouter, useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { renderWithProviders, stubApi } from '../../../../tests/setup/render-web';
import { InvoicesPage } from '.';
import { filterOf, paramsOf } from './components/invoice-filters';

// The Invoices filters live in the address through useUrlFilters, as every list's do: a
// change sets only what was changed, on the address as it is then (decision 234).

const owner = { id: 'u1', username: 'admin', name: 'Admin', role: 'owner', email: null };

/** What a Select shows (its input; the label also names its hidden list). */
const selectValue = (label: string) =>
  screen.getAllByLabelText(label).find((element) => element instanceof HTMLInputElement)?.value;

function Address() {
  const location = useLocation();
  return <output data-testid="address">{location.search}</output>;
}

describe('Invoices filters in the address', { timeout: 60_000 }, () => {
  it('maps a change to the parameters it sets, and back', () => {
    expect(paramsOf({ overdue: true })).toEqual({ overdue: 'true' });
    expect(paramsOf({ state: null, q: '' })).toEqual({ state: null, q: null });
    expect(filterOf({ state: 'partial', overdue: 'true', status: 'Paid', q: 'acme' })).toEqual({
      state: 'partial',
      overdue: true,
      status: 'Paid',
      q: 'acme',
    });
  });

  it('reads a link, drops values it does not know, and keeps the rest when one changes', async () => {
    const calls = stubApi({
      'GET /api/auth/session': { user: owner },
      'GET /api/invoices': [],
      'GET /api/invoices/summary': null,
    });
    renderWithProviders(
      <MemoryRouter initialEntries={['/invoices?status=Paid&state=bogus&q=acme&overdue=yes']}>
        <Suspense fallback={null}>
          <InvoicesPage />
        </Suspense>
        <Address />
      </MemoryRouter>,
    );
    const search = await screen.findByRole('textbox', { name: 'Search invoices' });
    expect((search as HTMLInputElement).value).toBe('acme');
    expect(
      (screen.getByRole('checkbox', { name: 'Overdue only' }) as HTMLInputElement).checked,
    ).toBe(false);
    expect(selectValue('Status')).toBe('Paid');
    expect(selectValue('State')).toBe('All invoices');
    await waitFor(() => expect(calls.some((call) => call.path === '/api/invoices')).toBe(true));

    fireEvent.click(screen.getByRole('checkbox', { name: 'Overdue only' }));
    const address = new URLSearchParams(screen.getByTestId('address').textContent ?? '');
    expect(address.get('overdue')).toBe('true');
    expect(address.get('status')).toBe('Paid');
    expect(address.get('q')).toBe('acme');
  });
});
