// @vitest-environment happy-dom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders, stubApi, writes } from '../../../../../tests/setup/render-web';
import { client, project } from '../../../../../tests/setup/web-records';
import { InvoiceFormDialog } from './invoice-form-dialog';

const answers = {
  'GET /api/clients': [client],
  'GET /api/projects': [project],
  'GET /api/settings/locale': { currency: 'USD', dateFormat: 'MMM d, yyyy', timeZone: 'UTC' },
};

const choose = async (label: string, option: string) => {
  fireEvent.click(screen.getByRole('combobox', { name: label }));
  fireEvent.click(await screen.findByRole('option', { name: option }));
};

describe('the invoice form dialog', { timeout: 60_000 }, () => {
  it('submitting it empty shows the required fields and sends nothing', async () => {
    const calls = stubApi(answers);
    renderWithProviders(<InvoiceFormDialog opened invoice={null} onClose={vi.fn()} />);
    fireEvent.click(screen.getByRole('button', { name: 'Create Invoice' }));
    expect(await screen.findByText('Client is required')).toBeTruthy();
    expect(screen.getByText('Project is required')).toBeTruthy();
    expect(screen.getByText('Description is required')).toBeTruthy();
    expect(writes(calls)).toEqual([]);
  });

  it('posts a valid invoice with its lines and the total in cents', async () => {
    const calls = stubApi({ ...answers, 'POST /api/invoices': {} });
    const onClose = vi.fn();
    renderWithProviders(<InvoiceFormDialog opened invoice={null} onClose={onClose} />);
    await choose('Client', 'Dana Reyes');
    await choose('Project', 'Harbor Bridge');
    const line = within(screen.getByTestId('line-item'));
    fireEvent.change(line.getByRole('textbox', { name: 'Description' }), {
      target: { value: 'Framing labor' },
    });
    fireEvent.change(line.getByRole('textbox', { name: 'Quantity' }), { target: { value: '3' } });
    fireEvent.change(line.getByRole('textbox', { name: 'Rate ($)' }), {
      target: { value: '19.99' },
    });
    expect(await screen.findByText('Total: $59.97')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Create Invoice' }));

    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
    const [post, ...others] = writes(calls);
    expect(others).toEqual([]);
    expect(post).toMatchObject({
      method: 'POST',
      path: '/api/invoices',
      body: {
        clientId: client.id,
        client: 'Dana Reyes',
        projectId: project.id,
        project: 'Harbor Bridge',
        amount: 5997,
        date: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
        status: 'Pending',
      },
    });
    // The API takes the lines as an array or as the spec's JSON text of one.
    const { items } = post?.body as { items: unknown };
    expect(typeof items === 'string' ? JSON.parse(items) : items).toEqual([
      { description: 'Framing labor', quantity: 3, rate: 19.99 },
    ]);
  });
});
