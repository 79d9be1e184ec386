import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Summary } from '../../../../core/schemas/summary';
import type { SummaryPeriod } from '../../../../core/summary-format';
import { apiGet } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

// The period is part of the key (spec section 7) and of the path.
export const summaryQueryOptions = (period: SummaryPeriod) =>
  queryOptions({
    queryKey: queryKeys.summary(period),
    queryFn: ({ signal }) => apiGet<Summary>(`/api/summaries/${period}`, signal),
  });

export const useSummary = (period: SummaryPeriod) => useQuery(summaryQueryOptions(period));
