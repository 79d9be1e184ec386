import { useQuery } from '@tanstack/react-query';
import type { Question } from '../../../../core/schemas/portal';
import { apiGet } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** The questions clients asked through a project's portal links, newest first. */
export const useProjectQuestions = (projectId: string, enabled = true) =>
  useQuery({
    queryKey: queryKeys.projectQuestions(projectId),
    queryFn: ({ signal }) =>
      apiGet<Question[]>(`/api/projects/${encodeURIComponent(projectId)}/questions`, signal),
    enabled,
    // Clients ask while the owner works: read again whenever the list is shown.
    refetchOnMount: 'always',
  });
