// @vitest-environment happy-dom
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders, stubApi, writes } from '../../../../../tests/setup/render-web';
import { project } from '../../../../../tests/setup/web-records';
import { linkInputOf, NewPortalLinkForm } from './new-portal-link-form';

const values = {
  label: "  Dana's phone ",
  contactEmail: '',
  expiry: '90',
  date: null,
  showInvoices: false,
};

describe('the new portal link form', { timeout: 60_000 }, () => {
  it('leaves the default expiry to the server, sends never as null and a period as a date', () => {
    expect(linkInputOf(values, '2026-03-10')).toEqual({
      label: "Dana's phone",
      contactEmail: undefined,
      showInvoices: false,
    });
    expect(linkInputOf({ ...values, expiry: 'never' }, '2026-03-10').expiresAt).toBeNull();
    expect(linkInputOf({ ...values, expiry: '30' }, '2026-03-10').expiresAt).toBe('2026-04-09');
    expect(
      linkInputOf({ ...values, expiry: 'date', date: '2026-12-31' }, '2026-03-10').expiresAt,
    ).toBe('2026-12-31');
  });

  it('refuses a bad e-mail and sends nothing', async () => {
    const calls = stubApi({});
    renderWithProviders(
      <NewPortalLinkForm projectId={project.id} onCreated={vi.fn()} onCancel={vi.fn()} />,
    );
    fireEvent.change(screen.getByRole('textbox', { name: 'Client e-mail (optional)' }), {
      target: { value: 'not-an-address' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Create link' }));
    expect(await screen.findByText('Contact e-mail must be a valid address')).toBeTruthy();
    expect(writes(calls)).toEqual([]);
  });

  it('posts the link and hands the answer (with its URL) on', async () => {
    const created = { id: 'x', url: 'http://host/p/token' };
    const calls = stubApi({ [`POST /api/projects/${project.id}/portal-links`]: created });
    const onCreated = vi.fn();
    renderWithProviders(
      <NewPortalLinkForm projectId={project.id} onCreated={onCreated} onCancel={vi.fn()} />,
    );
    fireEvent.change(screen.getByRole('textbox', { name: 'Label (optional)' }), {
      target: { value: 'Site office' },
    });
    fireEvent.click(screen.getByRole('switch', { name: /Show the project's invoices/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Create link' }));
    await waitFor(() => expect(onCreated).toHaveBeenCalledTimes(1));
    expect(onCreated.mock.calls[0]![0]).toEqual(created);
    expect(writes(calls)).toEqual([
      {
        method: 'POST',
        path: `/api/projects/${project.id}/portal-links`,
        body: { label: 'Site office', showInvoices: true },
      },
    ]);
  });
});
