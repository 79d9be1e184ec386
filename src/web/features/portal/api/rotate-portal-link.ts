import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PortalLinkCreated } from '../../../../core/schemas/portal';
import { apiRequest } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export const rotatePortalLink = (linkId: string) =>
  apiRequest<PortalLinkCreated>(`/api/portal-links/${encodeURIComponent(linkId)}/rotate`, {
    method: 'POST',
  });

/** Revokes the link and answers a fresh one (its URL shown once). */
export function useRotatePortalLink(projectId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: rotatePortalLink,
    // The project's list, and every key under /api/portal-links (the cards' working links).
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.portalLinks(projectId) }),
        queryClient.invalidateQueries({ queryKey: queryKeys.portalLinksAll }),
      ]),
  });
}
