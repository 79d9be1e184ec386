import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import type { LoginInput, User } from '../../../../core/schemas/auth';
import { apiRequest } from '../../../lib/api-client';
import { paths } from '../../../lib/paths';
import { queryKeys } from '../../../lib/query-keys';

export const login = (input: LoginInput) =>
  apiRequest<User>('/api/auth/login', { method: 'POST', json: input });

export function useLogin() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: login,
    onSuccess: (user) => {
      // A new session sees nothing cached from before it.
      queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== queryKeys.user[0] });
      queryClient.setQueryData(queryKeys.user, user);
      void navigate(paths.dashboard);
    },
  });
}
