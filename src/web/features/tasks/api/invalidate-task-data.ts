import type { QueryClient } from '@tanstack/react-query';
import { tasksQueryKey } from './get-tasks';

// Creating or completing a task adds a project update (spec: "Tasks and updates
// refreshed"); summaries, the daily update and search read both. refetchType
// 'all': with refetchOnMount off, an invalidated query that is not on screen
// would otherwise show old data the next time it is.
const keys = [
  tasksQueryKey,
  ['/api/updates'],
  ['/api/summaries'],
  ['/api/daily-update'],
  ['/api/search'],
];

export function invalidateTaskData(queryClient: QueryClient) {
  return Promise.all(
    keys.map((queryKey) => queryClient.invalidateQueries({ queryKey, refetchType: 'all' })),
  );
}
