// @vitest-environment happy-dom
import { screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import type { Update } from '../../../core/schemas/update';
import { renderWithProviders, stubApi } from '../../../../tests/setup/render-web';
import { updateRecord } from '../../../../tests/setup/web-records';
import { ScreenLoader } from './screen-loader';
import type { EarlyWindow } from '../../lib/api-client';
import { queryKeys } from '../../lib/query-keys';

const owner = { id: 'u1', username: 'admin', name: 'Admin', role: 'owner', email: null };

const update = (id: string, note: string, values: Partial<Update> = {}) =>
  updateRecord({ id, note, project: 'Maple Street', ...values });

const FIRST_PAGE = [
  update('a', 'Poured the east footing'),
  update('b', 'New task: Order rebar', { kind: 'task', taskEvent: 'created', taskId: 't1' }),
  update('c', 'Framed the garage', { date: '2026-11-19', visibility: 'internal' }),
];

/** The first page as `first-screen.js` would have asked for it with the app's code. */
function earlyFirstPage(page: Update[] = FIRST_PAGE) {
  const early = ((window as EarlyWindow).__sitebookEarly ??= {});
  early['/api/updates?limit=20'] = Promise.resolve(
    new Response(JSON.stringify(page), {
      headers: { 'content-type': 'application/json' },
    }),
  );
}

const renderAt = (path: string) =>
  renderWithProviders(
    <MemoryRouter initialEntries={[path]}>
      <ScreenLoader />
    </MemoryRouter>,
  );

const windowHeight = window.innerHeight;
const setWindowHeight = (height: number) =>
  Object.defineProperty(window, 'innerHeight', { value: height, configurable: true });

afterEach(() => {
  delete (window as EarlyWindow).__sitebookEarly;
  setWindowHeight(windowHeight);
});

describe('the Updates skeleton (decision 226)', { timeout: 60_000 }, () => {
  it('draws the newest notes from the answer asked for with the code, for the page to reuse', async () => {
    const calls = stubApi({ 'GET /api/auth/session': { user: owner } });
    earlyFirstPage();
    const { queryClient } = renderAt('/updates');

    expect(await screen.findByText('Poured the east footing')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Project Updates' })).toBeTruthy();
    // The cards' own layout: the project links to its page, the internal badge shows.
    expect(screen.getAllByRole('article')).toHaveLength(2);
    expect(screen.getByText('Framed the garage')).toBeTruthy();
    expect(screen.getByTestId('internal-badge')).toBeTruthy();
    // The day headings and counts, and the task event as its quiet line.
    expect(screen.getAllByTestId('day-counts').map((counts) => counts.textContent)).toEqual([
      '1 note, 1 task event',
      '1 note',
    ]);
    expect(screen.getByTestId('task-event').textContent).toContain('Order rebar');
    // Taken from the early answer, and kept where the page's list will look for it.
    expect(calls.filter((call) => call.path === '/api/updates')).toHaveLength(0);
    const kept = queryClient.getQueryData<{ pages: { updates: Update[] }[] }>(
      queryKeys.updatePages as readonly unknown[],
    );
    expect(kept?.pages[0]?.updates.map((row) => row.id)).toEqual(['a', 'b', 'c']);
  });

  it('shows grey cards, and asks for nothing, when the address filters the list', async () => {
    const calls = stubApi({ 'GET /api/auth/session': { user: owner } });
    renderAt('/updates?view=calendar');
    expect(await screen.findByRole('heading', { level: 1, name: 'Project Updates' })).toBeTruthy();
    expect(screen.getByRole('status', { name: 'Loading' })).toBeTruthy();
    expect(screen.queryByRole('article')).toBeNull();
    expect(calls.filter((call) => call.path === '/api/updates')).toHaveLength(0);
  });

  it.each([
    { height: 450, drawn: 3 },
    { height: 900, drawn: 5 },
    { height: 2000, drawn: 8 },
  ])(
    'draws only the notes a $height px window can show, at most 8 (decision 251)',
    async ({ height, drawn }) => {
      stubApi({ 'GET /api/auth/session': { user: owner } });
      setWindowHeight(height);
      const notes = Array.from({ length: 12 }, (_, i) => update(`n${i}`, `Note number ${i}`));
      earlyFirstPage(notes);
      renderAt('/updates');
      expect(await screen.findByText('Note number 0')).toBeTruthy();
      expect(screen.getAllByRole('article')).toHaveLength(drawn);
      expect(screen.getByText(`Note number ${drawn - 1}`)).toBeTruthy();
      expect(screen.queryByText(`Note number ${drawn}`)).toBeNull();
    },
  );
});
