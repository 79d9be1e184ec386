import type { QueryClient } from '@tanstack/react-query';
import { projectsQueryKey } from './get-projects';

// Tasks, updates and invoices show project names and go with a deleted project;
// summaries, the daily update and search are built from them. refetchType 'all':
// with refetchOnMount off, an invalidated query that is not on screen would
// otherwise show old data the next time it is.
const keys = [
  projectsQueryKey,
  ['/api/tasks'],
  ['/api/updates'],
  ['/api/invoices'],
  ['/api/summaries'],
  ['/api/daily-update'],
  ['/api/search'],
];

export function invalidateProjectData(queryClient: QueryClient) {
  return Promise.all(
    keys.map((queryKey) => queryClient.invalidateQueries({ queryKey, refetchType: 'all' })),
  );
}
