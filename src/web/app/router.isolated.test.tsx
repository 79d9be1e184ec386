// @vitest-environment happy-dom
import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders, stubApi } from '../../../tests/setup/render-web';

// The signed-in half as a shell whose screen is still loading, with its own skeleton.
const half = vi.hoisted(() => ({ rendered: false }));
vi.mock('./signed-in-app', async () => {
  const { createElement, lazy, Suspense } = await import('react');
  const Screen = lazy(() => new Promise<never>(() => {}));
  return {
    default: function Shell() {
      half.rendered = true;
      return createElement(
        Suspense,
        { fallback: createElement('h1', null, 'Daily Task Tracker') },
        createElement(Screen),
      );
    },
  };
});

const owner = { id: 'u1', username: 'admin', name: 'Admin', role: 'owner', email: null };

afterEach(() => {
  half.rendered = false;
});

describe('the app loading its signed-in half (decision 224)', { timeout: 60_000 }, () => {
  it('shows the shell and its screen skeleton in the render that has them', async () => {
    stubApi({ 'GET /api/auth/session': { user: owner } });
    const { AppRouter } = await import('./router');
    renderWithProviders(<AppRouter />);
    await waitFor(() => expect(half.rendered).toBe(true));
    await act(async () => {});
    // A Suspense fallback above the half would hold this commit back for 300 ms.
    expect(screen.getByRole('heading', { name: 'Daily Task Tracker' })).toBeTruthy();
    expect(screen.queryByRole('status', { name: 'Loading' })).toBeNull();
  });

  it('says so, with a way to try again, when the code does not come', async () => {
    vi.resetModules();
    vi.doMock('./signed-in-app', () => {
      throw new Error('Failed to fetch dynamically imported module');
    });
    stubApi({ 'GET /api/auth/session': { user: owner } });
    const { AppRouter } = await import('./router');
    renderWithProviders(<AppRouter />);
    expect((await screen.findByRole('alert')).textContent).toContain(
      'Sitebook could not load. Check the connection, then reload the page.',
    );
    expect(screen.getByRole('link', { name: 'Reload' }).getAttribute('href')).toBe(
      window.location.href,
    );
  });
});
