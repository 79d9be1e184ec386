import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MailSettings, MailSettingsInput } from '../../../../core/schemas/email';
import { apiRequest } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export const saveMailSettings = (input: MailSettingsInput) =>
  apiRequest<MailSettings>('/api/settings/mail', { method: 'PUT', json: input });

export function useSaveMailSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveMailSettings,
    onSuccess: (saved) => queryClient.setQueryData(queryKeys.mailSettings, saved),
  });
}
