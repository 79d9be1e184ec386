import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PortalLink } from '../../../../core/schemas/portal';
import { apiGet } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export const portalLinksQueryOptions = (projectId: string) =>
  queryOptions({
    queryKey: queryKeys.portalLinks(projectId),
    queryFn: ({ signal }) =>
      apiGet<PortalLink[]>(`/api/projects/${encodeURIComponent(projectId)}/portal-links`, signal),
    // Views come in from clients: read again whenever a screen showing links opens.
    refetchOnMount: 'always',
  });

/** A project's portal links (never their tokens), with views and state. */
export const usePortalLinks = (projectId: string, enabled = true) =>
  useQuery({ ...portalLinksQueryOptions(projectId), enabled });
