import { queryOptions, useQuery } from '@tanstack/react-query';
import type { EmailSchedule } from '../../../../core/schemas/schedule';
import { apiGet } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export const emailScheduleQueryOptions = (projectId: string) =>
  queryOptions({
    queryKey: queryKeys.emailSchedule(projectId),
    queryFn: ({ signal }) =>
      apiGet<EmailSchedule>(`/api/projects/${projectId}/email-schedule`, signal),
  });

export const useEmailSchedule = (projectId: string | null) =>
  useQuery({ ...emailScheduleQueryOptions(projectId ?? ''), enabled: Boolean(projectId) });
