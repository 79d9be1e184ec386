import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { ActivityPage } from '../../../../core/schemas/team';
import { apiGet } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export const ACTIVITY_PAGE_SIZE = 50;

export interface ActivityFilters {
  projectId?: string;
  userId?: string;
}

export function activityPath(filters: ActivityFilters, cursor: string | null): string {
  const query = new URLSearchParams({ limit: String(ACTIVITY_PAGE_SIZE) });
  if (filters.projectId) query.set('projectId', filters.projectId);
  if (filters.userId) query.set('userId', filters.userId);
  if (cursor) query.set('cursor', cursor);
  return `/api/activity?${query}`;
}

export const activityPagesQueryOptions = (filters: ActivityFilters) =>
  infiniteQueryOptions({
    queryKey: queryKeys.activityPages(filters),
    queryFn: ({ pageParam, signal }) =>
      apiGet<ActivityPage>(activityPath(filters, pageParam), signal),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextCursor,
    // Every write anywhere adds a line: read the log again each time it is shown
    // instead of naming it in every change (as the dashboard metrics do, decision 033).
    refetchOnMount: 'always',
  });

/** The activity log, newest first, a page at a time ("Load more"). */
export const useActivityPages = (filters: ActivityFilters) =>
  useInfiniteQuery(activityPagesQueryOptions(filters));
