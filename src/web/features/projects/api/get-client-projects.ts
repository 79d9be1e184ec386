import { useQuery } from '@tanstack/react-query';
import type { ClientProjectCounts, ProjectOption } from '../../../../core/schemas/project';
import { apiGet } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/**
 * One client's projects in the pickers' shape (decision 262), for the invoice form's project
 * choice; nothing is asked until a client is chosen.
 */
export const useClientProjects = (clientId: string | null) =>
  useQuery({
    queryKey: queryKeys.clientProjects(clientId ?? ''),
    queryFn: ({ signal }) =>
      apiGet<ProjectOption[]>(`/api/clients/${encodeURIComponent(clientId!)}/projects`, signal),
    enabled: clientId !== null,
  });

/** How many active projects each client has, for the contacts list (decision 262). */
export const useClientProjectCounts = () =>
  useQuery({
    queryKey: queryKeys.clientProjectCounts,
    queryFn: ({ signal }) => apiGet<ClientProjectCounts>('/api/clients/project-counts', signal),
  });
