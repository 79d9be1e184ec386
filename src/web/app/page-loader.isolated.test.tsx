// @vitest-environment happy-dom
import { screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { renderWithProviders, stubApi } from '../../../tests/setup/render-web';
import { fixedHeadingAt, SCREEN_HEADINGS, screenPath } from '../lib/screen-headings';
import { loadingHeadingAt } from './loading-heading';
import { updateRecord } from '../../../tests/setup/web-records';
import { frameComesFirst, ShellFrame } from './shell-frame';
import { ScreenLoader } from './shell/screen-loader';

const owner = { id: 'u1', username: 'admin', name: 'Admin', role: 'owner' as const, email: null };

describe(
  'the skeleton of a screen whose code is loading (decision 223)',
  { timeout: 60_000 },
  () => {
    it('shows the screen heading that its page shows, above the loading cards', async () => {
      stubApi({ 'GET /api/auth/session': { user: owner } });
      renderWithProviders(
        <MemoryRouter initialEntries={['/tasks']}>
          <ScreenLoader />
        </MemoryRouter>,
      );
      expect(
        (await screen.findByRole('heading', { level: 1, name: SCREEN_HEADINGS.tasks.title }))
          .textContent,
      ).toBe('Daily Task Tracker');
      expect(screen.getByText(SCREEN_HEADINGS.tasks.subtitle)).toBeTruthy();
      expect(screen.getByRole('status', { name: 'Loading' })).toBeTruthy();
    });

    it('knows the headings that are the same for everyone, and no others', () => {
      expect(fixedHeadingAt('/invoices/')).toBe(SCREEN_HEADINGS.invoices);
      expect(fixedHeadingAt('/clients')).toBe(SCREEN_HEADINGS.contacts);
      expect(fixedHeadingAt('/settings/mail')).toBe(SCREEN_HEADINGS.settings);
      expect(fixedHeadingAt('/projects/p1')).toBeUndefined();
      expect(fixedHeadingAt('/my-day')).toBeUndefined();
    });

    it('names a screen by its route, with or without a trailing slash', () => {
      expect(screenPath('/updates/')).toBe('/updates');
      expect(screenPath('/updates')).toBe('/updates');
      expect(screenPath('/')).toBe('/');
      expect(screenPath('//')).toBe('/');
    });

    it("shows the dashboard's heading at the home path to the office", async () => {
      stubApi({ 'GET /api/auth/session': { user: { ...owner, role: 'office' } } });
      renderWithProviders(
        <MemoryRouter initialEntries={['/']}>
          <ScreenLoader />
        </MemoryRouter>,
      );
      expect(
        (await screen.findByRole('heading', { level: 1, name: 'Dashboard' })).textContent,
      ).toBe('Dashboard');
      expect(screen.getByRole('status', { name: 'Loading' })).toBeTruthy();
    });

    it('gives the frame before the shell the heading the shell will show (decision 232)', () => {
      expect(loadingHeadingAt('/tasks/', owner)).toBe(SCREEN_HEADINGS.tasks);
      expect(loadingHeadingAt('/', owner)?.title).toBe('Dashboard');
      expect(loadingHeadingAt('/', { ...owner, role: 'field' as const })).toBeUndefined();
      expect(loadingHeadingAt('/projects/p1', owner)).toBeUndefined();
    });

    it('draws, in the frame on Updates, the newest notes from the first page, with its heading in one render (decisions 233, 244)', async () => {
      // The skeleton's code as the page has it, asked for as the entry starts: here only
      // the first page's answer stands between the frame and its notes.
      await import('../features/updates/first-paint');
      stubApi({
        'GET /api/auth/session': { user: owner },
        'GET /api/updates': [updateRecord({ id: 'u-1', note: 'Frame note: trench dug' })],
      });
      const headingAlone: string[] = [];
      const watch = new MutationObserver(() => {
        const heading = document.querySelector('h1')?.textContent;
        if (heading && !document.body.textContent?.includes('Frame note: trench dug')) {
          headingAlone.push(heading);
        }
      });
      watch.observe(document.body, { childList: true, subtree: true, characterData: true });
      renderWithProviders(
        <MemoryRouter initialEntries={['/updates']}>
          <ShellFrame heading={SCREEN_HEADINGS.updates} />
        </MemoryRouter>,
      );
      expect(
        await screen.findByText('Frame note: trench dug', {}, { timeout: 20_000 }),
      ).toBeTruthy();
      watch.disconnect();
      expect(
        screen.getByRole('heading', { level: 1, name: SCREEN_HEADINGS.updates.title }),
      ).toBeTruthy();
      // Never the heading by itself first: that render and its paint would come between
      // the first page's answer and the notes.
      expect(headingAlone).toEqual([]);
    });

    it('draws the frame first in the shell (Updates too, decision 233), never for pages outside it', () => {
      for (const path of [
        '/',
        '/tasks',
        '/invoices',
        '/updates',
        '/projects/p1',
        '/settings/mail',
      ]) {
        expect(frameComesFirst(path)).toBe(true);
      }
      for (const path of ['/p/abc', '/approve/abc', '/invite/abc']) {
        expect(frameComesFirst(path)).toBe(false);
      }
    });
  },
);
