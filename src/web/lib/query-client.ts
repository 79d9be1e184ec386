import { QueryClient } from '@tanstack/react-query';
import { apiGet } from './api-client';

// The spec's data defaults: cached data never goes stale, nothing refetches by
// itself and nothing is retried. Mutations invalidate what they change.
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: Infinity,
        retry: false,
        refetchInterval: false,
        refetchOnWindowFocus: false,
        refetchOnMount: false,
        refetchOnReconnect: false,
        // Default reads are GETs of the path built from the query key parts.
        queryFn: ({ queryKey, signal }) => apiGet(queryKey.join('/'), signal),
      },
      mutations: { retry: false },
    },
  });
}
