// @vitest-environment happy-dom
import { screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { renderWithProviders, stubApi } from '../../../../../tests/setup/render-web';
import { updateRecord } from '../../../../../tests/setup/web-records';
import { RecentUpdatesCard } from './recent-updates-card';

describe('the dashboard’s recent updates', { timeout: 60_000 }, () => {
  it('marks an update only the team sees as Internal, as the Updates screen does', async () => {
    stubApi({
      'GET /api/updates': [
        updateRecord({ id: 'a', note: 'Poured the east footing' }),
        updateRecord({ id: 'b', note: 'Crew argued about the pour', visibility: 'internal' }),
      ],
    });
    renderWithProviders(
      <MemoryRouter>
        <RecentUpdatesCard />
      </MemoryRouter>,
    );
    const cards = await screen.findAllByTestId('recent-update');
    expect(cards).toHaveLength(2);
    expect(within(cards[0]!).queryByTestId('internal-badge')).toBeNull();
    expect(within(cards[1]!).getByTestId('internal-badge').textContent).toBe('Internal');
  });

  it('says the updates could not load, rather than that there are none', async () => {
    stubApi({});
    renderWithProviders(
      <MemoryRouter>
        <RecentUpdatesCard />
      </MemoryRouter>,
    );
    expect(
      await screen.findByText('Could not load the updates', {}, { timeout: 15_000 }),
    ).toBeTruthy();
    expect(screen.queryByText(/No updates yet/)).toBeNull();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});
