import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { type Task, type TaskStatus } from '../../../../core/schemas/task';
import { apiGet } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import { taskCursor, type TaskDueFilter, type ASSIGNEE_ME } from '../../../../core/tasks';

export const TASK_PAGE_SIZE = 50;

interface TaskPagesParams {
  status: TaskStatus;
  projectId?: string;
  /** Only the signed-in person's tasks ("Assigned to me", My day), or one person's id. */
  assignee?: typeof ASSIGNEE_ME | (string & {});
  /** overdue, today or this week (issue 18). */
  due?: TaskDueFilter;
}

function taskPagePath(
  { status, projectId, assignee, due }: TaskPagesParams,
  cursor: string | undefined,
) {
  const query = new URLSearchParams({ status, limit: String(TASK_PAGE_SIZE) });
  if (projectId) query.set('projectId', projectId);
  if (assignee) query.set('assignee', assignee);
  if (due) query.set('due', due);
  if (cursor) query.set('cursor', cursor);
  return `/api/tasks?${query}`;
}

// One status's tasks a page at a time ('Show more'), so thousands of tasks
// never render at once.
export const taskPagesQueryOptions = (params: TaskPagesParams) =>
  infiniteQueryOptions({
    queryKey: queryKeys.taskPages(params),
    queryFn: ({ pageParam, signal }) => apiGet<Task[]>(taskPagePath(params, pageParam), signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (lastPage) => {
      const last = lastPage[lastPage.length - 1];
      return lastPage.length === TASK_PAGE_SIZE && last ? taskCursor(last) : undefined;
    },
  });

export function useTaskPages(params: TaskPagesParams, options: { enabled?: boolean } = {}) {
  return useInfiniteQuery({ ...taskPagesQueryOptions(params), enabled: options.enabled });
}
