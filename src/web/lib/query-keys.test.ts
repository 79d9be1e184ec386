import type { QueryKey } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { createQueryClient } from './query-client';
import { invalidateAfter, queryKeys, type Change } from './query-keys';

// One cached read of each kind; which of them a change reads again.
const reads: Record<string, QueryKey> = {
  contacts: queryKeys.contacts,
  projects: queryKeys.projects,
  // The pickers' list (decision 213) lives under the projects path: stale with them.
  'project options': queryKeys.projectOptions,
  // What that list left out (decision 262): under the same path, stale with it.
  "a client's projects": queryKeys.clientProjects('c1'),
  'client project counts': queryKeys.clientProjectCounts,
  'project task pages': queryKeys.taskPages({ status: 'pending', projectId: 'p1' }),
  'task counts': queryKeys.taskCounts('p1'),
  'update pages': queryKeys.updatePages,
  'one update': queryKeys.update('u1'),
  invoices: queryKeys.invoices,
  'weekly summary': queryKeys.summary('weekly'),
  activity: queryKeys.activity,
  'daily update': queryKeys.dailyUpdate,
  'search results': queryKeys.searchResults('deck'),
  'dashboard metrics': queryKeys.dashboardMetrics,
  'time zone': queryKeys.timeZone,
  'tax rates': queryKeys.taxRates,
};

async function readAgainAfter(change: Change): Promise<string[]> {
  const client = createQueryClient();
  const queryFns = Object.fromEntries(
    Object.keys(reads).map((name) => [name, vi.fn().mockResolvedValue(name)]),
  );
  for (const [name, queryKey] of Object.entries(reads)) {
    await client.fetchQuery({ queryKey, queryFn: queryFns[name] });
  }
  await invalidateAfter(client, change);
  return Object.keys(reads).filter((name) => queryFns[name]?.mock.calls.length === 2);
}

describe('what a change makes stale', () => {
  it('an update change: updates and what is built from them', async () => {
    expect(await readAgainAfter('update')).toEqual([
      'update pages',
      'one update',
      'weekly summary',
      'activity',
      'daily update',
      'search results',
    ]);
  });

  it('a task change: tasks and the updates it adds, with what is built from them', async () => {
    expect(await readAgainAfter('task')).toEqual([
      'project task pages',
      'task counts',
      'update pages',
      'one update',
      'weekly summary',
      'activity',
      'daily update',
      'search results',
    ]);
  });

  it('a project change: also the projects and the invoices that name them', async () => {
    expect(await readAgainAfter('project')).toEqual([
      'projects',
      'project options',
      "a client's projects",
      'client project counts',
      'project task pages',
      'task counts',
      'update pages',
      'one update',
      'invoices',
      'weekly summary',
      'activity',
      'daily update',
      'search results',
    ]);
  });

  it('a contact change: contacts, the projects showing their names and search', async () => {
    expect(await readAgainAfter('contact')).toEqual([
      'contacts',
      'projects',
      'project options',
      "a client's projects",
      'client project counts',
      'search results',
    ]);
  });

  it('an invoice change: invoices and search', async () => {
    expect(await readAgainAfter('invoice')).toEqual(['invoices', 'search results']);
  });

  it('a tax rate change: the rates and the invoices that name them', async () => {
    expect(await readAgainAfter('taxRate')).toEqual(['invoices', 'tax rates']);
  });

  it('a new time zone: what is built on "today"', async () => {
    expect(await readAgainAfter('timeZone')).toEqual([
      'invoices',
      'weekly summary',
      'activity',
      'daily update',
    ]);
  });
});

describe('what a team change makes stale (issue 15)', () => {
  const teamReads: Record<string, QueryKey> = {
    users: queryKeys.users,
    'project members': queryKeys.projectMembers('p1'),
    projects: queryKeys.projects,
    'task pages': queryKeys.taskPages({ status: 'pending', assignee: 'me' }),
    'update pages': queryKeys.updatePages,
    'activity log': queryKeys.activityPages({ projectId: 'p1' }),
    invoices: queryKeys.invoices,
    contacts: queryKeys.contacts,
  };

  async function teamReadAgainAfter(change: Change): Promise<string[]> {
    const client = createQueryClient();
    const queryFns = Object.fromEntries(
      Object.keys(teamReads).map((name) => [name, vi.fn().mockResolvedValue(name)]),
    );
    for (const [name, queryKey] of Object.entries(teamReads)) {
      await client.fetchQuery({ queryKey, queryFn: queryFns[name] });
    }
    await invalidateAfter(client, change);
    return Object.keys(teamReads).filter((name) => queryFns[name]?.mock.calls.length === 2);
  }

  it('a person added, renamed, re-roled or (de)activated: the team and every name shown', async () => {
    expect(await teamReadAgainAfter('teamMember')).toEqual([
      'users',
      'project members',
      'projects',
      'task pages',
      'update pages',
      'activity log',
    ]);
  });

  it('a project member list saved: the projects and their member lists', async () => {
    expect(await teamReadAgainAfter('projectMembers')).toEqual(['project members', 'projects']);
  });
});
