import { createNotificationsStore, notifications } from '@mantine/notifications';
import { describe, expect, it } from 'vitest';
import { newestToastWins } from './newest-toast-wins';

describe('newestToastWins', () => {
  it('a new toast replaces the one on screen instead of waiting behind it', () => {
    const store = createNotificationsStore();
    store.setState({ ...store.getState(), limit: 1 });
    const stop = newestToastWins(store);
    notifications.show({ id: 'saved', message: 'Project saved' }, store);
    notifications.show({ id: 'deleted', message: 'Task deleted' }, store);
    notifications.show({ id: 'sent', message: 'E-mail sent' }, store);
    const state = store.getState();
    expect(state.notifications.map((n) => n.id)).toEqual(['sent']);
    expect(state.queue).toEqual([]);
    stop();
  });

  it('without it, Mantine queues the newer toast behind the old one (the defect)', () => {
    const store = createNotificationsStore();
    store.setState({ ...store.getState(), limit: 1 });
    notifications.show({ id: 'saved', message: 'Project saved' }, store);
    notifications.show({ id: 'deleted', message: 'Task deleted' }, store);
    expect(store.getState().notifications.map((n) => n.id)).toEqual(['saved']);
  });
});
