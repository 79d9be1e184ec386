import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TimeZoneSettings } from '../../../../core/schemas/summary';
import { apiRequest } from '../../../lib/api-client';
import { invalidateAfter, queryKeys } from '../../../lib/query-keys';

export const saveTimeZone = (timeZone: string) =>
  apiRequest<TimeZoneSettings>('/api/settings/time-zone', { method: 'PUT', json: { timeZone } });

/** "Today" moves with the zone, so everything built on it is read again. */
export function useSaveTimeZone() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveTimeZone,
    onSuccess: (saved) => {
      queryClient.setQueryData(queryKeys.timeZone, saved);
      void invalidateAfter(queryClient, 'timeZone');
    },
  });
}
