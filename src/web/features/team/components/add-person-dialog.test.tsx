// @vitest-environment happy-dom
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders, stubApi, writes } from '../../../../../tests/setup/render-web';
import { AddPersonDialog } from './add-person-dialog';

const created = {
  user: {
    id: 'c1a8f0de-6b52-4f0e-9d7e-1f2a3b4c5d6e',
    username: 'sam',
    name: 'Sam Field',
    email: null,
    role: 'field',
    active: true,
    lastSignInAt: null,
    invitationPending: true,
  },
  inviteUrl: 'https://sitebook.example/invite/abc123',
};

describe('the add person dialog', { timeout: 60_000 }, () => {
  it('checks the fields before sending anything', async () => {
    const calls = stubApi({});
    renderWithProviders(<AddPersonDialog opened onClose={vi.fn()} />);
    fireEvent.change(screen.getByRole('textbox', { name: 'E-mail' }), {
      target: { value: 'not an address' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Add person' }));
    expect(await screen.findByText('Name is required')).toBeTruthy();
    expect(screen.getByText('Username is required')).toBeTruthy();
    expect(screen.getByText('E-mail must be a valid address')).toBeTruthy();
    expect(writes(calls)).toEqual([]);
  });

  it('posts the person as a field user by default and shows the invitation link once', async () => {
    const calls = stubApi({ 'POST /api/users': created });
    renderWithProviders(<AddPersonDialog opened onClose={vi.fn()} />);
    fireEvent.change(screen.getByRole('textbox', { name: 'Name' }), {
      target: { value: 'Sam Field' },
    });
    fireEvent.change(screen.getByRole('textbox', { name: 'Username' }), {
      target: { value: 'sam' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Add person' }));

    const link = await screen.findByRole('textbox', { name: 'Invitation link' });
    expect((link as HTMLInputElement).value).toBe(created.inviteUrl);
    expect(screen.getByRole('button', { name: 'Copy link' })).toBeTruthy();
    expect(writes(calls)).toEqual([
      {
        method: 'POST',
        path: '/api/users',
        body: { name: 'Sam Field', username: 'sam', email: '', role: 'field' },
      },
    ]);
  });

  it("shows the server's message when the username is taken", async () => {
    const calls = stubApi({});
    vi.stubGlobal('fetch', async (input: string, init: RequestInit = {}) => {
      calls.push({ method: init.method ?? 'GET', path: input, body: init.body });
      return new Response(JSON.stringify({ message: 'That username is taken.' }), {
        status: 409,
        headers: { 'content-type': 'application/json' },
      });
    });
    renderWithProviders(<AddPersonDialog opened onClose={vi.fn()} />);
    fireEvent.change(screen.getByRole('textbox', { name: 'Name' }), {
      target: { value: 'Sam' },
    });
    fireEvent.change(screen.getByRole('textbox', { name: 'Username' }), {
      target: { value: 'admin' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Add person' }));
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toContain('That username is taken.'),
    );
    expect(screen.queryByRole('textbox', { name: 'Invitation link' })).toBeNull();
  });
});
