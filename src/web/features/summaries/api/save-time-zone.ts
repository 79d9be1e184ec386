import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TimeZoneSettings } from '../../../../core/schemas/summary';
import { apiRequest } from '../../../lib/api-client';
import { dailyUpdateQueryKey } from './get-daily-update';
import { summariesQueryKey } from './get-summary';
import { timeZoneQueryKey } from './get-time-zone';

export const saveTimeZone = (timeZone: string) =>
  apiRequest<TimeZoneSettings>('/api/settings/time-zone', { method: 'PUT', json: { timeZone } });

/** "Today" moves with the zone, so everything built on it is read again. */
export function useSaveTimeZone() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveTimeZone,
    onSuccess: (saved) => {
      queryClient.setQueryData(timeZoneQueryKey, saved);
      for (const queryKey of [summariesQueryKey, dailyUpdateQueryKey]) {
        void queryClient.invalidateQueries({ queryKey, refetchType: 'all' });
      }
    },
  });
}
