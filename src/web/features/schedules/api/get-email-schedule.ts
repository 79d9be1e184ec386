import { queryOptions, useQuery } from '@tanstack/react-query';
import type { EmailSchedule } from '../../../../core/schemas/schedule';
import { apiGet } from '../../../lib/api-client';

export const emailScheduleQueryKey = (projectId: string) =>
  ['/api/projects', projectId, 'email-schedule'] as const;

export const emailScheduleQueryOptions = (projectId: string) =>
  queryOptions({
    queryKey: emailScheduleQueryKey(projectId),
    queryFn: ({ signal }) =>
      apiGet<EmailSchedule>(`/api/projects/${projectId}/email-schedule`, signal),
  });

export const useEmailSchedule = (projectId: string | null) =>
  useQuery({ ...emailScheduleQueryOptions(projectId ?? ''), enabled: Boolean(projectId) });
