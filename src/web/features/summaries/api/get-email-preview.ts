import { useQuery } from '@tanstack/react-query';
import type { Summary } from '../../../../core/schemas/summary';
import type { SummaryPeriod } from '../../../../core/summary-format';
import { apiGet } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** What the summary e-mail will hold (client-visible updates only), read when its dialog opens. */
export const useEmailPreview = (period: SummaryPeriod, enabled: boolean) =>
  useQuery({
    queryKey: queryKeys.emailPreview(period),
    queryFn: ({ signal }) =>
      apiGet<Summary>(`/api/summaries/email-preview?period=${period}`, signal),
    enabled,
  });
