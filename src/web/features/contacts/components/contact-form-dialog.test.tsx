// @vitest-environment happy-dom
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { Contact } from '../../../../core/schemas/contact';
import { renderWithProviders, stubApi, writes } from '../../../../../tests/setup/render-web';
import { client } from '../../../../../tests/setup/web-records';
import { queryKeys } from '../../../lib/query-keys';
import { ContactFormDialog } from './contact-form-dialog';

const contact: Contact = { ...client, company: 'Reyes Build' };

const field = (name: string) => screen.getByRole('textbox', { name });

describe('the contact form dialog', { timeout: 60_000 }, () => {
  it('submitting it empty shows the required fields and sends nothing', async () => {
    const calls = stubApi({});
    renderWithProviders(<ContactFormDialog opened contact={null} onClose={vi.fn()} />);
    fireEvent.click(screen.getByRole('button', { name: 'Add Contact' }));
    expect(await screen.findByText('Name is required')).toBeTruthy();
    expect(screen.getByText('Email is required')).toBeTruthy();
    expect(screen.getByText('Phone is required')).toBeTruthy();
    expect(writes(calls)).toEqual([]);
  });

  it('an e-mail address that is not one is refused', async () => {
    stubApi({});
    renderWithProviders(<ContactFormDialog opened contact={null} onClose={vi.fn()} />);
    fireEvent.change(field('Email'), { target: { value: 'not-an-address' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add Contact' }));
    expect(await screen.findByText('Enter a valid email address')).toBeTruthy();
  });

  it('a phone number with letters is named on leaving the field; limits show as counters', async () => {
    const calls = stubApi({});
    renderWithProviders(<ContactFormDialog opened contact={null} onClose={vi.fn()} />);
    fireEvent.change(field('Phone'), { target: { value: 'call Bob' } });
    expect(screen.getByText('8/50')).toBeTruthy();
    fireEvent.blur(field('Phone'));
    expect(
      await screen.findByText('Phone may contain only digits, spaces and + ( ) - . x'),
    ).toBeTruthy();
    fireEvent.change(field('Name'), { target: { value: 'Dana' } });
    expect(screen.getByText('4/200')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Add Contact' }));
    expect(writes(calls)).toEqual([]);
  });

  it('a valid contact is posted and the dialog closes', async () => {
    const calls = stubApi({ 'POST /api/clients': contact });
    const onClose = vi.fn();
    renderWithProviders(<ContactFormDialog opened contact={null} onClose={onClose} />);
    fireEvent.change(field('Name'), { target: { value: 'Dana Reyes' } });
    fireEvent.change(field('Email'), { target: { value: 'dana@example.com' } });
    fireEvent.change(field('Phone'), { target: { value: '555-0100' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add Contact' }));
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
    expect(writes(calls)).toEqual([
      {
        method: 'POST',
        path: '/api/clients',
        body: {
          name: 'Dana Reyes',
          email: 'dana@example.com',
          phone: '555-0100',
          company: '',
          position: '',
          type: 'Client',
          trade: null,
        },
      },
    ]);
  });

  it('opens on the contact being edited and patches it', async () => {
    const calls = stubApi({ [`PATCH /api/clients/${contact.id}`]: contact });
    const onClose = vi.fn();
    renderWithProviders(<ContactFormDialog opened contact={contact} onClose={onClose} />);
    expect((field('Name') as HTMLInputElement).value).toBe('Dana Reyes');
    fireEvent.change(field('Phone'), { target: { value: '555-0199' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
    expect(writes(calls)).toMatchObject([
      { method: 'PATCH', body: { name: 'Dana Reyes', phone: '555-0199', company: 'Reyes Build' } },
    ]);
  });

  it('opening it again starts blank, without the errors of the last attempt', async () => {
    stubApi({});
    const view = renderWithProviders(<ContactFormDialog opened contact={null} onClose={vi.fn()} />);
    fireEvent.change(field('Company'), { target: { value: 'Half typed' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add Contact' }));
    expect(await screen.findByText('Name is required')).toBeTruthy();

    view.rerender(<ContactFormDialog opened={false} contact={null} onClose={vi.fn()} />);
    view.rerender(<ContactFormDialog opened contact={null} onClose={vi.fn()} />);
    await waitFor(() => expect(screen.queryByText('Name is required')).toBeNull());
    expect((field('Company') as HTMLInputElement).value).toBe('');
  });

  it('a half-typed contact comes back as a draft on reopening, until discarded (decision 185)', async () => {
    stubApi({});
    localStorage.clear();
    const view = renderWithProviders(
      <ContactFormDialog opened={false} contact={null} onClose={vi.fn()} />,
    );
    view.queryClient.setQueryData(queryKeys.user, { id: 'owner-1' });
    view.rerender(<ContactFormDialog opened contact={null} onClose={vi.fn()} />);
    fireEvent.change(field('Name'), { target: { value: 'Half typed' } });
    expect(screen.queryByText('Draft restored')).toBeNull();

    view.rerender(<ContactFormDialog opened={false} contact={null} onClose={vi.fn()} />);
    view.rerender(<ContactFormDialog opened contact={null} onClose={vi.fn()} />);
    expect(await screen.findByText('Draft restored')).toBeTruthy();
    await waitFor(() => expect((field('Name') as HTMLInputElement).value).toBe('Half typed'));

    fireEvent.click(screen.getByRole('button', { name: 'Discard draft' }));
    fireEvent.click(screen.getByRole('button', { name: 'Yes, discard' }));
    await waitFor(() => expect((field('Name') as HTMLInputElement).value).toBe(''));
    expect(screen.queryByText('Draft restored')).toBeNull();
    expect(localStorage.getItem('draft:owner-1:contact:new')).toBeNull();
  });
});
