// @vitest-environment happy-dom
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders, stubApi, writes } from '../../../../../tests/setup/render-web';
import { InvoicingSettingsCard } from './invoicing-settings-card';

const owner = { id: 'u1', username: 'admin', name: 'Admin', role: 'owner', email: null };
const saved = { defaultTermsDays: 14, reminders: { enabled: false, steps: [-3, 7, 14] } };

describe('Settings > Payment terms and reminders', { timeout: 60_000 }, () => {
  it('shows the saved steps in words and saves terms, switch and steps as days from the due date', async () => {
    const calls = stubApi({
      'GET /api/auth/session': { user: owner },
      'GET /api/settings/invoicing': saved,
      'PUT /api/settings/invoicing': {
        defaultTermsDays: 30,
        reminders: { enabled: true, steps: [-3, 14] },
      },
    });
    renderWithProviders(<InvoicingSettingsCard />);
    expect(
      await screen.findByRole('button', { name: 'Remove reminder 1 (3 days before the due date)' }),
    ).toBeTruthy();
    expect(
      screen.getByRole('button', { name: 'Remove reminder 2 (7 days after the due date)' }),
    ).toBeTruthy();
    fireEvent.change(screen.getByRole('textbox', { name: 'Default payment terms (days)' }), {
      target: { value: '30' },
    });
    fireEvent.click(screen.getByRole('switch', { name: /E-mail payment reminders/ }));
    fireEvent.click(
      screen.getByRole('button', { name: 'Remove reminder 2 (7 days after the due date)' }),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Save payment terms and reminders' }));
    await waitFor(() =>
      expect(writes(calls)).toEqual([
        {
          method: 'PUT',
          path: '/api/settings/invoicing',
          body: { defaultTermsDays: 30, reminders: { enabled: true, steps: [-3, 14] } },
        },
      ]),
    );
  });

  it('is not shown to field staff, who read nothing of it', async () => {
    const calls = stubApi({ 'GET /api/auth/session': { user: { ...owner, role: 'field' } } });
    const { queryClient } = renderWithProviders(<InvoicingSettingsCard />);
    await waitFor(() =>
      expect(queryClient.getQueryState(['/api/auth/user'])?.status).toBe('success'),
    );
    expect(screen.queryByText('Payment terms and reminders')).toBeNull();
    expect(calls.map((call) => call.path)).toEqual(['/api/auth/session']);
  });
});
