// @vitest-environment happy-dom
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { PortalLink, PortalLinkCreated } from '../../../../core/schemas/portal';
import { renderWithProviders, stubApi, writes } from '../../../../../tests/setup/render-web';
import { project } from '../../../../../tests/setup/web-records';
import { PortalLinksPanel } from './portal-links-panel';

const link: PortalLink = {
  id: '0b7e0c55-5b1e-4f0a-8d4e-3c2a1b0f9e88',
  label: "Dana's phone",
  contactEmail: 'dana@example.com',
  createdAt: '2026-03-01T10:00:00.000Z',
  expiresAt: '2026-05-30',
  revokedAt: null,
  lastViewedAt: null,
  viewCount: 0,
  showInvoices: true,
  status: 'active',
};

const linksPath = `/api/projects/${project.id}/portal-links`;

describe('the portal links panel', { timeout: 60_000 }, () => {
  it('lists a link with its contact, last day, views and invoices', async () => {
    stubApi({ [`GET ${linksPath}`]: [link] });
    renderWithProviders(<PortalLinksPanel projectId={project.id} />);
    const item = await screen.findByRole('listitem', { name: "Dana's phone" });
    expect(item.textContent).toContain('dana@example.com');
    expect(item.textContent).toContain('Active');
    expect(item.textContent).toContain('Works until May 30, 2026');
    expect(item.textContent).toContain('Not viewed yet');
    expect(item.textContent).toContain('Shows invoices');
  });

  it('revokes only after the owner confirms', async () => {
    const calls = stubApi({
      [`GET ${linksPath}`]: [link],
      [`DELETE /api/portal-links/${link.id}`]: { ...link, status: 'revoked' },
    });
    renderWithProviders(<PortalLinksPanel projectId={project.id} />);
    fireEvent.click(await screen.findByRole('button', { name: "Revoke Dana's phone" }));
    expect(screen.getByRole('heading', { name: `Revoke "Dana's phone"?` })).toBeTruthy();
    expect(writes(calls)).toEqual([]);
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(writes(calls)).toEqual([]);

    fireEvent.click(await screen.findByRole('button', { name: "Revoke Dana's phone" }));
    fireEvent.click(screen.getByRole('button', { name: 'Revoke link' }));
    await waitFor(() =>
      expect(writes(calls)).toEqual([
        { method: 'DELETE', path: `/api/portal-links/${link.id}`, body: undefined },
      ]),
    );
    expect(await screen.findByRole('button', { name: 'New link' })).toBeTruthy();
  });

  it('a new address is shown once, with a copy button', async () => {
    const rotated: PortalLinkCreated = {
      ...link,
      id: '7c1d2e3f-4a5b-4c6d-8e9f-0a1b2c3d4e5f',
      url: 'http://127.0.0.1:3000/p/abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQ',
      emailedTo: null,
      emailError: null,
    };
    const calls = stubApi({
      [`GET ${linksPath}`]: [link],
      [`POST /api/portal-links/${link.id}/rotate`]: rotated,
    });
    renderWithProviders(<PortalLinksPanel projectId={project.id} />);
    fireEvent.click(await screen.findByRole('button', { name: "New address for Dana's phone" }));
    fireEvent.click(screen.getByRole('button', { name: 'Make new address' }));
    const url = await screen.findByRole('textbox', { name: 'Project page link' });
    expect((url as HTMLInputElement).value).toBe(rotated.url);
    expect(screen.getByRole('button', { name: 'Copy link' })).toBeTruthy();
    expect(screen.getByText(/The old address no longer works/)).toBeTruthy();
    expect(writes(calls).map((call) => `${call.method} ${call.path}`)).toEqual([
      `POST /api/portal-links/${link.id}/rotate`,
    ]);
  });
});
