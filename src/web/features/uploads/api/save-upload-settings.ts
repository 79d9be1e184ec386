import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UploadSettings } from '../../../../core/schemas/uploads';
import { apiRequest } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export const saveUploadSettings = (settings: UploadSettings) =>
  apiRequest<UploadSettings>('/api/settings/uploads', { method: 'PUT', json: settings });

export function useSaveUploadSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveUploadSettings,
    onSuccess: (settings) => queryClient.setQueryData(queryKeys.uploadSettings, settings),
  });
}
