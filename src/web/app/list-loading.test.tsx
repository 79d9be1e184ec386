// @vitest-environment happy-dom
import { screen, waitFor } from '@testing-library/react';
import { Suspense, type ReactElement } from 'react';
import { onlineManager } from '@tanstack/react-query';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../tests/setup/render-web';
import { ActivityPage } from '../features/activity';
import { ContactsPage } from '../features/contacts';
import { EstimatesPage } from '../features/estimates';
import { InvoicesPage } from '../features/invoices';
import { ProjectPage, ProjectsPage } from '../features/projects';
import { TasksPage } from '../features/tasks';
import { UpdatesPage } from '../features/updates';

// Issue 20, item 3: a list screen whose code is in and whose data is not yet draws the
// list's skeleton (the three cards the shell drew while its code loaded) under the spec's
// loading text, not a spinner or a lone line of text.

const owner = { id: 'u1', username: 'admin', name: 'Admin', role: 'owner', email: null };

/** The session answers; every other call stays on its way. */
function stubSlowApi() {
  vi.stubGlobal('fetch', async (input: string | URL) => {
    const url = new URL(String(input), 'http://localhost');
    if (url.pathname !== '/api/auth/session') return new Promise<Response>(() => undefined);
    return new Response(JSON.stringify({ user: owner }), {
      headers: { 'content-type': 'application/json' },
    });
  });
}

const SCREENS: [string, string, ReactElement][] = [
  ['/tasks', 'Loading tasks...', <TasksPage key="tasks" />],
  ['/invoices', 'Loading invoices...', <InvoicesPage key="invoices" />],
  ['/contacts', 'Loading contacts...', <ContactsPage key="contacts" />],
  ['/projects', 'Loading projects...', <ProjectsPage key="projects" />],
  ['/updates', 'Loading updates...', <UpdatesPage key="updates" />],
  ['/activity', 'Loading activity...', <ActivityPage key="activity" />],
  ['/estimates', 'Loading estimates...', <EstimatesPage key="estimates" />],
];

describe('a list screen waiting for its data', { timeout: 60_000 }, () => {
  afterEach(() => vi.unstubAllGlobals());

  it.each(SCREENS)('%s: the spec text over the list skeleton', async (path, text, page) => {
    stubSlowApi();
    const { container } = renderWithProviders(
      <MemoryRouter initialEntries={[path]}>
        <Suspense fallback={null}>{page}</Suspense>
      </MemoryRouter>,
    );
    const status = await screen.findByRole('status', { name: text });
    expect(status.getAttribute('aria-busy')).toBe('true');
    expect(status.querySelectorAll('.mantine-Skeleton-root')).toHaveLength(3);
    expect(container.querySelector('.mantine-Loader-root')).toBeNull();
    expect(screen.queryByText(/No connection/)).toBeNull();
  });
});

describe(
  'a screen waiting for data it has not kept, with no connection',
  { timeout: 60_000 },
  () => {
    afterEach(() => {
      onlineManager.setOnline(true);
      vi.unstubAllGlobals();
    });
    const waiting = 'No connection: this shows once the connection returns.';

    it('a list says it waits for the connection, and stops saying so when it returns', async () => {
      stubSlowApi();
      onlineManager.setOnline(false);
      renderWithProviders(
        <MemoryRouter initialEntries={['/invoices']}>
          <Suspense fallback={null}>
            <InvoicesPage />
          </Suspense>
        </MemoryRouter>,
      );
      const status = await screen.findByRole('status', { name: 'Loading invoices...' });
      expect(status.textContent).toContain(waiting);
      onlineManager.setOnline(true);
      await waitFor(() => expect(screen.queryByText(waiting)).toBeNull());
    });

    it('a project page says so instead of loading for ever', async () => {
      stubSlowApi();
      onlineManager.setOnline(false);
      renderWithProviders(
        <MemoryRouter initialEntries={['/projects/p1']}>
          <Suspense fallback={null}>
            <Routes>
              <Route path="/projects/:id" element={<ProjectPage />} />
            </Routes>
          </Suspense>
        </MemoryRouter>,
      );
      expect(await screen.findByText(waiting)).toBeTruthy();
      expect(screen.getByText('Loading project...')).toBeTruthy();
    });
  },
);
