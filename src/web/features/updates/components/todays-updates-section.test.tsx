// @vitest-environment happy-dom
import { screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { todayIso } from '../../../../core/calendar-dates';
import { renderWithProviders, stubApi } from '../../../../../tests/setup/render-web';
import { updateRecord } from '../../../../../tests/setup/web-records';
import { TodaysUpdatesSection } from './todays-updates-section';

const owner = { id: 'u1', username: 'admin', name: 'Admin', role: 'owner', email: null };

describe('My day’s updates of today', { timeout: 60_000 }, () => {
  it('shows notes as cards and task events as the log’s quiet lines', async () => {
    const date = todayIso();
    const event = { kind: 'task' as const, taskId: 't1', date };
    stubApi({
      'GET /api/auth/session': { user: owner },
      'GET /api/updates': [
        updateRecord({
          id: 'c',
          note: 'Completed task: Order cabinets',
          taskEvent: 'completed',
          ...event,
        }),
        updateRecord({ id: 'b', note: 'Poured the east footing', date }),
        updateRecord({ id: 'a', note: 'New task: Order cabinets', taskEvent: 'created', ...event }),
      ],
    });
    renderWithProviders(
      <MemoryRouter>
        <TodaysUpdatesSection />
      </MemoryRouter>,
    );
    const section = await screen.findByRole('region', { name: "Today's updates (3)" });
    expect(await within(section).findAllByRole('article')).toHaveLength(1);
    const lines = within(section).getAllByTestId('task-event');
    expect(lines).toHaveLength(1);
    expect(lines[0]!.textContent).toMatch(/^Added and completed task: Order cabinets/);
  });
});
