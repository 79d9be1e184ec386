import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import type { User } from '../../core/schemas/auth';
import type { AcceptInvitationInput } from '../../core/schemas/team';
import { apiRequest } from '../lib/api-client';
import { paths } from '../lib/paths';
import { queryKeys } from '../lib/query-keys';
import { isField } from '../lib/roles';

/** Chooses the password; the answer (the person) signs the browser in with a session cookie. */
export const acceptInvitation = (input: AcceptInvitationInput) =>
  apiRequest<User>('/api/auth/accept-invitation', { method: 'POST', json: input });

/**
 * Accepts and opens the app: a field user lands on My day, anyone else on the
 * dashboard. The new screen and the signed-in user are set in one go, so the
 * invitation page never flashes as a signed-in 404.
 */
export function useAcceptInvitation() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: acceptInvitation,
    onSuccess: (user) => {
      queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== queryKeys.user[0] });
      void navigate(isField(user.role) ? paths.myDay : paths.dashboard, { replace: true });
      queryClient.setQueryData(queryKeys.user, user);
    },
  });
}
