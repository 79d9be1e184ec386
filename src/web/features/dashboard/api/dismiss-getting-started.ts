import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { GettingStarted, GettingStartedInput } from '../../../../core/schemas/getting-started';
import { apiRequest } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export const saveGettingStarted = (input: GettingStartedInput) =>
  apiRequest<GettingStarted>('/api/settings/getting-started', { method: 'PUT', json: input });

/** Hides the checklist on every device (an owner setting on the server). */
export function useDismissGettingStarted() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => saveGettingStarted({ dismissed: true }),
    onSuccess: (state) => queryClient.setQueryData(queryKeys.gettingStarted, state),
  });
}
