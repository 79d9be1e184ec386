import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { apiRequest } from '../../../lib/api-client';
import { forgetDrafts } from '../../../lib/dialog-drafts';
import { paths } from '../../../lib/paths';
import { queryKeys } from '../../../lib/query-keys';
import { forgetOfflineData } from '../../offline';

export const logout = () => apiRequest<{ message: string }>('/api/auth/logout', { method: 'POST' });

/** Signs out and opens `to` (home unless told otherwise: an invitation link stays open). */
export function useLogout(to: string = paths.home) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: async () => {
      queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== queryKeys.user[0] });
      // A shared phone keeps nothing of this person's lists for the next one (decision 195).
      await forgetOfflineData();
      // Nor any half-written dialog (decision 185).
      forgetDrafts();
      return logout();
    },
    onError: (error) => console.error('Sign out failed', error),
    // Signed out locally and sent home even when the call fails (spec section 7).
    onSettled: () => {
      queryClient.setQueryData(queryKeys.user, null);
      void navigate(to);
    },
  });
}
