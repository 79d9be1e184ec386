import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TeamUser } from '../../../../core/schemas/team';
import { apiGet } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export const getUsers = (signal?: AbortSignal) => apiGet<TeamUser[]>('/api/users', signal);

export const usersQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.users, queryFn: ({ signal }) => getUsers(signal) });

/** Everyone on the team (owner only). */
export const useUsers = (options: { enabled?: boolean } = {}) =>
  useQuery({ ...usersQueryOptions(), enabled: options.enabled });
