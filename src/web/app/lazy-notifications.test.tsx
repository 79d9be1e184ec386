// @vitest-environment happy-dom
import { notifications, notificationsStore } from '@mantine/notifications';
import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../tests/setup/render-web';
import { LazyNotifications } from './lazy-notifications';

// The toast area is not on the first screen (decision 216): it loads with the first toast.
describe('the toast area loads with the first toast', () => {
  afterEach(() => act(() => notifications.clean()));

  // The toast area's first import can be the module's first load in its worker (decision 247):
  // on a busy host it took over the default 5 s, so the test waits as long as its query.
  it('renders nothing until a toast is shown, then shows it', { timeout: 15_000 }, async () => {
    renderWithProviders(<LazyNotifications />);
    expect(document.querySelector('.mantine-Notifications-root')).toBeNull();
    act(() => {
      notifications.show({ title: 'Saved', message: 'The task was added' });
    });
    expect(await screen.findByText('The task was added', {}, { timeout: 10_000 })).toBeTruthy();
  });

  it('shows one toast at a time, as the mounted area would', () => {
    act(() => {
      notifications.show({ message: 'first' });
      notifications.show({ message: 'second' });
    });
    expect(notificationsStore.getState().limit).toBe(1);
    expect(notificationsStore.getState().notifications).toHaveLength(1);
  });
});
