import { useQuery } from '@tanstack/react-query';
import type { PortalLinkView } from '../../../../core/schemas/portal';
import { apiGet } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** When a link was opened, from what kind of device and (coarse) network. */
export const useLinkViews = (linkId: string) =>
  useQuery({
    queryKey: queryKeys.portalLinkViews(linkId),
    queryFn: ({ signal }) =>
      apiGet<PortalLinkView[]>(`/api/portal-links/${encodeURIComponent(linkId)}/views`, signal),
    // Views arrive while the owner looks: read again each time the history opens.
    refetchOnMount: 'always',
  });
