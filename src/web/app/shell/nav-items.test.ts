import { describe, expect, it } from 'vitest';
import { navItemsFor } from './nav-items';

const labels = (role: Parameters<typeof navItemsFor>[0]) =>
  navItemsFor(role).map((item) => item.label);

describe('the sidebar by role (issue 15)', () => {
  it('owner and office see every screen, with My day and the activity log', () => {
    const all = [
      'Dashboard',
      'My day',
      'Contacts',
      'Projects',
      'Tasks',
      'Updates',
      'Estimates',
      'Invoices',
      'Activity',
      'Settings',
    ];
    expect(labels('owner')).toEqual(all);
    expect(labels('office')).toEqual(all);
  });

  it('a field user sees no dashboard figures, contacts, invoices or activity log', () => {
    expect(labels('field')).toEqual(['My day', 'Projects', 'Tasks', 'Updates', 'Settings']);
  });
});
