import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { EmailSchedule, EmailScheduleInput } from '../../../../core/schemas/schedule';
import { apiRequest } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export const saveEmailSchedule = (projectId: string, input: EmailScheduleInput) =>
  apiRequest<EmailSchedule>(`/api/projects/${projectId}/email-schedule`, {
    method: 'PUT',
    json: input,
  });

export function useSaveEmailSchedule(projectId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: EmailScheduleInput) => saveEmailSchedule(projectId, input),
    onSuccess: (saved) => queryClient.setQueryData(queryKeys.emailSchedule(projectId), saved),
  });
}
