import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Locale, LocaleInput } from '../../../../core/schemas/locale';
import { apiRequest } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export const saveLocale = (input: LocaleInput) =>
  apiRequest<Locale>('/api/settings/locale', { method: 'PUT', json: input });

export function useSaveLocale() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveLocale,
    onSuccess: (saved) => queryClient.setQueryData(queryKeys.locale, saved),
  });
}
