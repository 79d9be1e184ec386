import { QueryClient } from '@tanstack/react-query';

// The spec's data defaults: cached data never goes stale, nothing refetches by
// itself and nothing is retried. Mutations invalidate what they change (query-keys.ts).
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: Infinity,
        retry: false,
        refetchInterval: false,
        refetchOnWindowFocus: false,
        // Data already shown is never refetched by itself; but a query that a mutation
        // invalidated while it was off screen is refetched when it is shown again, so
        // no screen ever reopens on data a save has made stale.
        refetchOnMount: (query) => query.state.isInvalidated,
        refetchOnReconnect: false,
      },
      mutations: { retry: false },
    },
  });
}
