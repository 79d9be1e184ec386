import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SharingSettings } from '../../../../core/schemas/update';
import { apiRequest } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export const saveSharingSettings = (settings: SharingSettings) =>
  apiRequest<SharingSettings>('/api/settings/sharing', { method: 'PUT', json: settings });

export function useSaveSharingSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveSharingSettings,
    onSuccess: (settings) => queryClient.setQueryData(queryKeys.sharing, settings),
  });
}
