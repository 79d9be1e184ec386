import { queryOptions, useQuery } from '@tanstack/react-query';
import type { User } from '../../../../core/schemas/auth';
import { ApiError, apiGet } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** The signed-in user, or null: a 401 means signed out, not an error. */
export const userQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.user,
    queryFn: async ({ signal }) => {
      try {
        return await apiGet<User>('/api/auth/user', signal);
      } catch (error) {
        if (error instanceof ApiError && error.status === 401) return null;
        throw error;
      }
    },
  });

export const useUser = () => useQuery(userQueryOptions());
