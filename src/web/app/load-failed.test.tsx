// @vitest-environment happy-dom
import { fireEvent, screen } from '@testing-library/react';
import { lazy, Suspense } from 'react';
import { Link, MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../tests/setup/render-web';
import {
  isMissingCode,
  logCaughtError,
  PAGE_CODE_MISSING,
  PAGE_FAILED,
  ErrorBoundary,
} from './load-failed';

// Chromium's words for a lazy page whose file did not come.
const missing = () =>
  new TypeError('Failed to fetch dynamically imported module: http://x/assets/invoices-page.js');

const NoCode = lazy(() => Promise.reject(missing()));
function Broken(): never {
  throw new Error('Cannot read properties of undefined');
}

// As the shell does: the boundary follows the address's path.
function Screens() {
  const { pathname } = useLocation();
  return (
    <>
      <Link to="/tasks">Tasks</Link>
      <ErrorBoundary resetKey={pathname}>
        <Suspense fallback={<p>Loading</p>}>
          <Routes>
            <Route path="/invoices" element={<NoCode />} />
            <Route path="/broken" element={<Broken />} />
            <Route path="/tasks" element={<h1>Tasks</h1>} />
          </Routes>
        </Suspense>
      </ErrorBoundary>
    </>
  );
}

const renderAt = (path: string) =>
  renderWithProviders(
    <MemoryRouter initialEntries={[path]}>
      <Screens />
    </MemoryRouter>,
  );

afterEach(() => {
  vi.restoreAllMocks();
});

describe('a page that cannot be drawn (decision 261)', () => {
  it('says its code did not come, with a Reload link, and another screen still opens', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    renderAt('/invoices');
    expect((await screen.findByRole('alert')).textContent).toContain(PAGE_CODE_MISSING);
    expect(screen.getByRole('link', { name: 'Reload' }).getAttribute('href')).toBe(
      window.location.href,
    );
    fireEvent.click(screen.getByRole('link', { name: 'Tasks' }));
    expect(await screen.findByRole('heading', { name: 'Tasks' })).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('says something went wrong when drawing it failed', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    renderAt('/broken');
    expect((await screen.findByRole('alert')).textContent).toContain(PAGE_FAILED);
  });

  it("tells a page's missing code in each browser's words from other errors", () => {
    expect(isMissingCode(missing())).toBe(true);
    expect(isMissingCode(new TypeError('Importing a module script failed.'))).toBe(true);
    expect(isMissingCode(new TypeError('error loading dynamically imported module: x'))).toBe(true);
    expect(isMissingCode(new Error('Unable to preload CSS for /assets/x.css'))).toBe(true);
    expect(isMissingCode(new Error('Cannot read properties of undefined'))).toBe(false);
    expect(isMissingCode('Failed to fetch dynamically imported module')).toBe(false);
    expect(isMissingCode(null)).toBe(false);
  });

  it('only warns of missing code; any other caught error is logged as an error', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    logCaughtError(missing());
    expect(warn).toHaveBeenCalledTimes(1);
    expect(error).not.toHaveBeenCalled();
    const bug = new Error('Cannot read properties of undefined');
    logCaughtError(bug);
    expect(error).toHaveBeenCalledWith(bug);
  });
});
