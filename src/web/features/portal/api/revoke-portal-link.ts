import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export const revokePortalLink = (linkId: string) =>
  apiRequest<unknown>(`/api/portal-links/${encodeURIComponent(linkId)}`, { method: 'DELETE' });

/** Revokes at once: the client's page answers "not available" from now on. */
export function useRevokePortalLink(projectId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: revokePortalLink,
    // The project's list, and every key under /api/portal-links (the cards' working links).
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.portalLinks(projectId) }),
        queryClient.invalidateQueries({ queryKey: queryKeys.portalLinksAll }),
      ]),
  });
}
