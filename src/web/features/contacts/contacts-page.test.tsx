// @vitest-environment happy-dom
import { screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { renderWithProviders, stubApi } from '../../../../tests/setup/render-web';
import { client } from '../../../../tests/setup/web-records';
import ContactsPage from './contacts-page';

// Each client's count of active projects comes from GET /api/clients/project-counts
// (decision 262), not from the pickers' list every screen loads.

const other = { ...client, id: '0c1d2e3f-4a5b-4c6d-8e7f-8091a2b3c4d5', name: 'Rowan Hale' };

describe('the contacts list', { timeout: 60_000 }, () => {
  it("shows each client's active projects as counted by the server", async () => {
    const calls = stubApi({
      'GET /api/clients': [client, other],
      'GET /api/clients/project-counts': [{ clientId: client.id, active: 2 }],
    });
    renderWithProviders(
      <MemoryRouter initialEntries={['/clients']}>
        <ContactsPage />
      </MemoryRouter>,
    );
    const cardOf = async (name: string) =>
      within((await screen.findByText(name)).closest<HTMLElement>('[data-testid="contact-card"]')!);
    expect(await (await cardOf('Dana Reyes')).findByText('2 active projects')).toBeTruthy();
    expect((await cardOf('Rowan Hale')).getByText('0 active projects')).toBeTruthy();
    expect(calls.some((call) => call.path === '/api/projects/options')).toBe(false);
  });
});
