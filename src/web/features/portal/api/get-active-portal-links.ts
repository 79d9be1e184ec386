import { useQuery } from '@tanstack/react-query';
import type { ActivePortalLink } from '../../../../core/schemas/portal';
import { apiGet } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/**
 * Every working portal link, of every project, in one request: the project cards show
 * theirs and the sharing card counts them, however many projects there are.
 */
export const useActivePortalLinks = (enabled = true) =>
  useQuery({
    queryKey: queryKeys.activePortalLinks,
    queryFn: ({ signal }) => apiGet<ActivePortalLink[]>('/api/portal-links/active', signal),
    enabled,
    // Views come in from clients and links expire: read again when a screen showing them
    // opens (the cards of one screen mount together and share one request).
    refetchOnMount: 'always',
  });
