import { describe, expect, it } from 'vitest';
import type { Project } from '../../../../core/schemas/project';
import { filterProjects } from './project-filters';

const project = (id: string, values: Partial<Project> = {}): Project => ({
  id,
  name: id,
  clientId: 'c1',
  clientName: 'Client',
  status: 'In Progress',
  address: null,
  startDate: null,
  endDate: null,
  description: null,
  defaultUpdateVisibility: 'client',
  latitude: null,
  longitude: null,
  ...values,
});

describe('filterProjects', () => {
  const list = [
    project('Bravo', { startDate: '2026-03-01', status: 'Planning' }),
    project('alpha', { startDate: '2026-05-01', clientId: 'c2' }),
    project('Charlie'),
  ];

  it('keeps status and client, and sorts by name or start date (undated last)', () => {
    expect(filterProjects(list, { status: 'In Progress' }).map((p) => p.id)).toEqual([
      'alpha',
      'Charlie',
    ]);
    expect(filterProjects(list, { clientId: 'c2' }).map((p) => p.id)).toEqual(['alpha']);
    expect(filterProjects(list, { sort: 'name' }).map((p) => p.id)).toEqual([
      'alpha',
      'Bravo',
      'Charlie',
    ]);
    expect(filterProjects(list, { sort: 'start' }).map((p) => p.id)).toEqual([
      'alpha',
      'Bravo',
      'Charlie',
    ]);
  });

  it('sorts by last activity, busiest first, projects with none last', () => {
    const activity = new Map([
      ['Bravo', '2026-11-20T10:00:00.000Z'],
      ['alpha', '2026-11-02T08:00:00.000Z'],
    ]);
    expect(filterProjects(list, { sort: 'activity' }, activity).map((p) => p.id)).toEqual([
      'Bravo',
      'alpha',
      'Charlie',
    ]);
    // Until the times arrive the list keeps the API's order.
    expect(filterProjects(list, { sort: 'activity' }).map((p) => p.id)).toEqual([
      'Bravo',
      'alpha',
      'Charlie',
    ]);
  });
});
