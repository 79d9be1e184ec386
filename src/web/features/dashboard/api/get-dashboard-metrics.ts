import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DashboardMetrics } from '../../../../core/schemas/summary';
import { apiGet } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

// Counts span contacts and projects, whose mutations do not know about the
// dashboard: one cheap query, read again each time the dashboard is shown.
export const dashboardMetricsQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.dashboardMetrics,
    queryFn: ({ signal }) => apiGet<DashboardMetrics>('/api/dashboard/metrics', signal),
    refetchOnMount: 'always',
  });

export const useDashboardMetrics = () => useQuery(dashboardMetricsQueryOptions());
