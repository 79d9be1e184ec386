// @vitest-environment happy-dom
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { Contact } from '../../../../core/schemas/contact';
import { renderWithProviders, stubApi, writes } from '../../../../../tests/setup/render-web';
import { client } from '../../../../../tests/setup/web-records';
import { ProjectFormDialog } from './project-form-dialog';

const vendor: Contact = {
  ...client,
  id: 'f3c1b1de-2b8e-4a55-9b7c-0f4e1e9a3c22',
  name: 'Vic Vendor',
  type: 'Vendor',
};

describe('the project form dialog', { timeout: 60_000 }, () => {
  it('asks for the contacts only once it opens (a field user may not read them)', async () => {
    const calls = stubApi({ 'GET /api/clients': [client] });
    const view = renderWithProviders(
      <ProjectFormDialog opened={false} project={null} onClose={vi.fn()} />,
    );
    const contactCalls = () => calls.filter((call) => call.path === '/api/clients');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(contactCalls()).toEqual([]);
    view.rerender(<ProjectFormDialog opened project={null} onClose={vi.fn()} />);
    await waitFor(() => expect(contactCalls()).toHaveLength(1));
  });

  it('submitting it empty shows the required fields and sends nothing', async () => {
    const calls = stubApi({ 'GET /api/clients': [client] });
    renderWithProviders(<ProjectFormDialog opened project={null} onClose={vi.fn()} />);
    fireEvent.click(screen.getByRole('button', { name: 'Add Project' }));
    expect(await screen.findByText('Name is required')).toBeTruthy();
    expect(screen.getByText('Client is required')).toBeTruthy();
    expect(writes(calls)).toEqual([]);
  });

  it('offers only clients, and posts a valid project with the chosen client', async () => {
    const calls = stubApi({ 'GET /api/clients': [client, vendor], 'POST /api/projects': {} });
    const onClose = vi.fn();
    renderWithProviders(<ProjectFormDialog opened project={null} onClose={onClose} />);
    fireEvent.change(screen.getByRole('textbox', { name: 'Project Name' }), {
      target: { value: 'Harbor Bridge' },
    });
    fireEvent.click(screen.getByRole('combobox', { name: 'Client' }));
    const option = await screen.findByRole('option', { name: 'Dana Reyes' });
    expect(screen.queryByRole('option', { name: 'Vic Vendor' })).toBeNull();
    fireEvent.click(option);
    fireEvent.click(screen.getByRole('button', { name: 'Add Project' }));

    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
    expect(writes(calls)).toEqual([
      {
        method: 'POST',
        path: '/api/projects',
        body: {
          name: 'Harbor Bridge',
          clientId: client.id,
          clientName: 'Dana Reyes',
          status: 'Planning',
          address: '',
          startDate: null,
          endDate: null,
          description: '',
        },
      },
    ]);
  });
});
