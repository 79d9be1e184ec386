import type { QueryClient } from '@tanstack/react-query';
import { contactsQueryKey } from './get-contacts';

// Projects show their client's name, and search lists contacts. refetchType 'all':
// with refetchOnMount off, an invalidated query that is not on screen would
// otherwise show old data the next time it is.
export function invalidateContactData(queryClient: QueryClient) {
  return Promise.all(
    [contactsQueryKey, ['/api/projects'], ['/api/search']].map((queryKey) =>
      queryClient.invalidateQueries({ queryKey, refetchType: 'all' }),
    ),
  );
}
