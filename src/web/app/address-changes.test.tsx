// @vitest-environment happy-dom
import { fireEvent, render, screen } from '@testing-library/react';
import { Suspense, use } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { useUrlFilters } from '../lib/use-url-filters';
import { AppBrowserRouter } from './router';

// A list that is still loading for any search: the slowest a screen can be.
const never = new Promise<never>(() => {});
function List({ q }: { q: string | undefined }) {
  if (q) use(never);
  return <p>Every invoice</p>;
}

// A search box and a status filter in the address, as the list screens have them.
function Filters() {
  const [filters, setFilters] = useUrlFilters(['q', 'status'] as const);
  return (
    <>
      <input
        aria-label="Search"
        value={filters.q ?? ''}
        onChange={(event) => setFilters({ q: event.currentTarget.value })}
      />
      <button type="button" onClick={() => setFilters({ status: 'Pending' })}>
        Pending
      </button>
      <Suspense fallback={<p>Loading the list</p>}>
        <List q={filters.q} />
      </Suspense>
    </>
  );
}

afterEach(() => window.history.replaceState(null, '', '/'));

describe("the app's address changes", () => {
  it('keep the words typed while the list they ask for is loading', () => {
    window.history.replaceState(null, '', '/invoices');
    render(
      <AppBrowserRouter>
        <Filters />
      </AppBrowserRouter>,
    );
    const search = screen.getByRole<HTMLInputElement>('textbox', { name: 'Search' });
    fireEvent.change(search, { target: { value: 'gutter' } });
    // Rendered at once: in a transition the box went back to its old text until the list
    // came, and the next filter was made from the old address.
    expect(search.value).toBe('gutter');
    expect(screen.getByText('Loading the list')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Pending' }));
    const address = new URLSearchParams(window.location.search);
    expect(address.get('q')).toBe('gutter');
    expect(address.get('status')).toBe('Pending');
    expect(search.value).toBe('gutter');
  });
});
