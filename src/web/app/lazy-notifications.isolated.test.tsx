// @vitest-environment happy-dom
import { notifications } from '@mantine/notifications';
import { act, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../tests/setup/render-web';

// The toast area's code not coming, as with no signal before it was kept.
vi.mock('./notifications-host', () => {
  throw new TypeError('Failed to fetch dynamically imported module: /assets/notifications-host.js');
});

describe('the toast area whose code does not come (decision 261)', () => {
  it('loses the toast, not the app', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { LazyNotifications } = await import('./lazy-notifications');
    renderWithProviders(
      <>
        <LazyNotifications />
        <h1>Daily Task Tracker</h1>
      </>,
    );
    act(() => {
      notifications.show({ message: 'Saved on this device' });
    });
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(screen.getByRole('heading', { name: 'Daily Task Tracker' })).toBeTruthy();
    expect(screen.queryByText('Saved on this device')).toBeNull();
  });
});
