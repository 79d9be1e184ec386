import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Summary } from '../../../../core/schemas/summary';
import type { SummaryPeriod } from '../../../../core/summary-format';
import { apiGet } from '../../../lib/api-client';

export const summariesQueryKey = ['/api/summaries'] as const;

// The period is part of the key (spec section 7); on the wire it is the path
// /api/summaries/{period}, which is what the default reader builds from the key.
export const summaryQueryOptions = (period: SummaryPeriod) =>
  queryOptions({
    queryKey: [...summariesQueryKey, period],
    queryFn: ({ signal }) => apiGet<Summary>(`/api/summaries/${period}`, signal),
  });

export const useSummary = (period: SummaryPeriod) => useQuery(summaryQueryOptions(period));
