// @vitest-environment happy-dom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders, stubApi, writes } from '../../../../../tests/setup/render-web';
import { client, project } from '../../../../../tests/setup/web-records';
import { InvoiceFormDialog } from './invoice-form-dialog';

const answers = {
  'GET /api/clients': [client],
  [`GET /api/clients/${client.id}/projects`]: [project],
  'GET /api/settings/locale': { currency: 'USD', dateFormat: 'MMM d, yyyy', timeZone: 'UTC' },
};

const choose = async (label: string, option: string) => {
  fireEvent.click(screen.getByRole('combobox', { name: label }));
  fireEvent.click(await screen.findByRole('option', { name: option }));
};

describe('the invoice form dialog', { timeout: 60_000 }, () => {
  it('asks for the contacts once it opens, and for projects once a client is chosen', async () => {
    const calls = stubApi(answers);
    const view = renderWithProviders(
      <InvoiceFormDialog opened={false} invoice={null} onClose={vi.fn()} />,
    );
    await waitFor(() => expect(calls.some((c) => c.path === '/api/settings/locale')).toBe(true));
    // The Invoices screen holds it closed: neither the contacts nor any project list.
    expect(calls.some((c) => c.path.startsWith('/api/clients'))).toBe(false);
    expect(calls.some((c) => c.path.startsWith('/api/projects'))).toBe(false);
    view.rerender(<InvoiceFormDialog opened invoice={null} onClose={vi.fn()} />);
    await waitFor(() => expect(calls.some((c) => c.path === '/api/clients')).toBe(true));
    expect(calls.some((c) => c.path.includes('/projects'))).toBe(false);
    await choose('Client', 'Dana Reyes');
    // Only that client's projects (decision 262), not the pickers' list of all of them.
    await choose('Project', 'Harbor Bridge');
    expect(calls.map((c) => c.path).filter((path) => path.includes('projects'))).toEqual([
      `/api/clients/${client.id}/projects`,
    ]);
  });

  it("says so when the client's projects cannot load, instead of saying there are none", async () => {
    const { [`GET /api/clients/${client.id}/projects`]: _projects, ...others } = answers;
    stubApi(others);
    renderWithProviders(<InvoiceFormDialog opened invoice={null} onClose={vi.fn()} />);
    await choose('Client', 'Dana Reyes');
    const project = screen.getByRole('combobox', { name: 'Project' });
    await waitFor(() =>
      expect(project.getAttribute('placeholder')).toBe('Projects could not load'),
    );
    fireEvent.click(project);
    expect(await screen.findByText(/Projects could not load\. Close the form/)).toBeTruthy();
    expect(screen.queryByText('This client has no projects')).toBeNull();
  });

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

  it('refuses -3 x -50 with a message instead of saving +$150, and subtracts a credit line', async () => {
    const calls = stubApi({ ...answers, 'POST /api/invoices': {} });
    const onClose = vi.fn();
    renderWithProviders(<InvoiceFormDialog opened invoice={null} onClose={onClose} />);
    await choose('Client', 'Dana Reyes');
    await choose('Project', 'Harbor Bridge');
    const line = within(screen.getByTestId('line-item'));
    fireEvent.change(line.getByRole('textbox', { name: 'Description' }), {
      target: { value: 'Framing labor' },
    });
    const quantity = line.getByRole('textbox', { name: 'Quantity' });
    const rate = line.getByRole('textbox', { name: 'Rate ($)' });
    fireEvent.change(quantity, { target: { value: '-3' } });
    fireEvent.blur(quantity);
    fireEvent.change(rate, { target: { value: '-50' } });
    fireEvent.blur(rate);
    expect((quantity as HTMLInputElement).value).toBe('-3');
    fireEvent.click(screen.getByRole('button', { name: 'Create Invoice' }));
    expect(await screen.findByText('Quantity must be at least 1')).toBeTruthy();
    expect(
      screen.getByText('Rate cannot be negative: add a discount or credit line instead'),
    ).toBeTruthy();
    expect(writes(calls)).toEqual([]);

    fireEvent.change(quantity, { target: { value: '3' } });
    fireEvent.change(rate, { target: { value: '50' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add Discount / Credit' }));
    const credit = within(screen.getAllByTestId('line-item')[1]!);
    fireEvent.change(credit.getByRole('textbox', { name: 'Rate ($)' }), {
      target: { value: '20' },
    });
    expect(credit.getByLabelText('Line total').textContent).toBe('-$20.00');
    expect(await screen.findByText('Total: $130.00')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Create Invoice' }));
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
    const { items, amount } = writes(calls)[0]?.body as { items: unknown; amount: number };
    expect(amount).toBe(13_000);
    expect(typeof items === 'string' ? JSON.parse(items) : items).toEqual([
      { description: 'Framing labor', quantity: 3, rate: 50 },
      { description: 'Discount', quantity: 1, rate: 20, kind: 'credit' },
    ]);
  });
});
