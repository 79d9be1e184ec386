import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import type { User } from '../../core/schemas/auth';
import type { AcceptInvitationInput, InvitationPreview } from '../../core/schemas/team';
import { apiGet, apiRequest } from '../lib/api-client';
import { paths } from '../lib/paths';
import { queryKeys } from '../lib/query-keys';
import { isField } from '../lib/roles';

/** Who the link is for, or 410 with the reason it no longer works. */
export const useInvitation = (token: string) =>
  useQuery({
    queryKey: queryKeys.invitation(token),
    queryFn: ({ signal }) =>
      apiGet<InvitationPreview>(`/api/auth/invitation/${encodeURIComponent(token)}`, signal),
    retry: false,
  });

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
