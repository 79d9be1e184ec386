import { useQuery } from '@tanstack/react-query';
import type { UnreadQuestions } from '../../../../core/schemas/portal';
import { apiGet } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** How many questions nobody has read yet, in all and per project. */
export const useUnreadQuestions = (enabled = true) =>
  useQuery({
    queryKey: queryKeys.unreadQuestions,
    queryFn: ({ signal }) => apiGet<UnreadQuestions>('/api/questions/unread-count', signal),
    enabled,
    // Clients ask while the owner works: read again whenever a screen showing it opens.
    refetchOnMount: 'always',
  });
