// @vitest-environment happy-dom
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { SharingSettings } from '../../../../core/schemas/update';
import { queryKeys } from '../../../lib/query-keys';
import { renderWithProviders, stubApi, writes } from '../../../../../tests/setup/render-web';
import { SharingSettingsCard } from './sharing-settings-card';

const dailyOn: SharingSettings = { enabled: true, allUpdates: true };
const ACTIVE = '/api/portal-links/active';
const link = (projectId: string) => ({
  id: `link-${projectId}`,
  projectId,
  label: null,
  contactEmail: null,
  createdAt: '2026-03-01T12:00:00.000Z',
  expiresAt: null,
  revokedAt: null,
  lastViewedAt: null,
  viewCount: 0,
  showInvoices: false,
  status: 'active',
});
const OFFER = 'Switch /share/daily off';

describe('the sharing settings card', { timeout: 60_000 }, () => {
  it('explains public share pages and portal links, and offers nothing without a working link', async () => {
    const calls = stubApi({
      'GET /api/settings/sharing': dailyOn,
      [`GET ${ACTIVE}`]: [],
    });
    const { queryClient } = renderWithProviders(<SharingSettingsCard />);
    expect(await screen.findByRole('switch', { name: /All-updates page/ })).toBeTruthy();
    expect(screen.getByText('Public share pages')).toBeTruthy();
    expect(screen.getByText('Client portal links')).toBeTruthy();
    // One request for every project's links; the offer is decided once it is answered.
    await waitFor(() =>
      expect(queryClient.getQueryState(queryKeys.activePortalLinks)?.status).toBe('success'),
    );
    expect(calls.filter((call) => call.path === ACTIVE)).toHaveLength(1);
    expect(screen.queryByText('You use client portal links')).toBeNull();
    expect(screen.queryByRole('button', { name: OFFER })).toBeNull();
    expect(writes(calls)).toEqual([]);
  });

  it('with working portal links offers to switch /share/daily off, and saves that', async () => {
    const calls = stubApi({
      'GET /api/settings/sharing': dailyOn,
      [`GET ${ACTIVE}`]: [link('p1'), link('p2')],
      'PUT /api/settings/sharing': { enabled: true, allUpdates: false },
    });
    renderWithProviders(<SharingSettingsCard />);
    const offer = await screen.findByRole('button', { name: OFFER });
    expect(screen.getByText(/shows every project's updates to anyone/)).toBeTruthy();
    expect(writes(calls)).toEqual([]);

    fireEvent.click(offer);
    await waitFor(() =>
      expect(writes(calls)).toEqual([
        {
          method: 'PUT',
          path: '/api/settings/sharing',
          body: { enabled: true, allUpdates: false },
        },
      ]),
    );
    // Saved: the page is off, so the offer goes.
    await waitFor(() => expect(screen.queryByRole('button', { name: OFFER })).toBeNull());
    const daily = screen.getByRole('switch', { name: /All-updates page/ }) as HTMLInputElement;
    expect(daily.checked).toBe(false);
  });

  it('does not ask about portal links while /share/daily is already off', async () => {
    const calls = stubApi({
      'GET /api/settings/sharing': { enabled: true, allUpdates: false },
      [`GET ${ACTIVE}`]: [link('p1'), link('p2')],
    });
    renderWithProviders(<SharingSettingsCard />);
    const daily = (await screen.findByRole('switch', {
      name: /All-updates page/,
    })) as HTMLInputElement;
    expect(daily.checked).toBe(false);
    expect(screen.queryByRole('button', { name: OFFER })).toBeNull();
    expect(calls.map((call) => call.path)).not.toContain(ACTIVE);
  });
});
