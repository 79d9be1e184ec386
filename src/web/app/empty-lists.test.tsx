// @vitest-environment happy-dom
import { fireEvent, screen } from '@testing-library/react';
import { Suspense, type ReactElement } from 'react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { renderWithProviders, stubApi } from '../../../tests/setup/render-web';
import { ContactsPage } from '../features/contacts';
import { InvoicesPage } from '../features/invoices';
import { ProjectsPage } from '../features/projects';
import { UpdatesPage } from '../features/updates';

// Issue 18, point 6: an empty list says why it is empty and offers the action that fills it.

const owner = { id: 'u1', username: 'admin', name: 'Admin', role: 'owner', email: null };

const renderAt = (path: string, page: ReactElement) =>
  renderWithProviders(
    <MemoryRouter initialEntries={[path]}>
      <Suspense fallback={null}>{page}</Suspense>
    </MemoryRouter>,
  );

describe('empty lists', { timeout: 60_000 }, () => {
  it('Projects: explains and opens Add Project', async () => {
    stubApi({ 'GET /api/auth/session': { user: owner }, 'GET /api/projects': [] });
    renderAt('/projects', <ProjectsPage />);
    expect(await screen.findByText(/No projects yet\. Add your first project/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Add your first project' }));
    expect(await screen.findByRole('textbox', { name: 'Project Name' })).toBeTruthy();
  });

  it('Contacts: keeps the spec text, explains and opens Add Contact', async () => {
    stubApi({
      'GET /api/auth/session': { user: owner },
      'GET /api/clients': [],
      'GET /api/clients/project-counts': [],
    });
    renderAt('/contacts', <ContactsPage />);
    expect(await screen.findByText(/No contacts found matching your filters\./)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Add your first contact' }));
    expect(await screen.findByRole('textbox', { name: 'Name' })).toBeTruthy();
  });

  it('Invoices: explains and opens Create Invoice', async () => {
    stubApi({ 'GET /api/auth/session': { user: owner }, 'GET /api/invoices': [] });
    renderAt('/invoices', <InvoicesPage />);
    expect(await screen.findByText(/No invoices yet\. Create your first invoice/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Create your first invoice' }));
    expect(await screen.findByRole('dialog')).toBeTruthy();
  });

  it('Updates: explains and opens Add Update', async () => {
    stubApi({
      'GET /api/auth/session': { user: owner },
      'GET /api/updates': [],
      'GET /api/projects/options': [],
    });
    renderAt('/updates', <UpdatesPage />);
    expect(await screen.findByText(/No updates yet\. Add your first project update/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Add your first update' }));
    expect(await screen.findByRole('dialog', { name: 'Add Update' })).toBeTruthy();
  });
});
