import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PortalLinkCreated, PortalLinkInput } from '../../../../core/schemas/portal';
import { apiRequest } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export const createPortalLink = (projectId: string, input: PortalLinkInput) =>
  apiRequest<PortalLinkCreated>(`/api/projects/${encodeURIComponent(projectId)}/portal-links`, {
    method: 'POST',
    json: input,
  });

/** Makes a link; its answer holds the full URL, which the server never shows again. */
export function useCreatePortalLink(projectId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: PortalLinkInput) => createPortalLink(projectId, input),
    // The project's list, and every key under /api/portal-links (the cards' working links).
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.portalLinks(projectId) }),
        queryClient.invalidateQueries({ queryKey: queryKeys.portalLinksAll }),
      ]),
  });
}
