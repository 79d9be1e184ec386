import { useMutation } from '@tanstack/react-query';
import type { ChangePasswordInput } from '../../../../core/schemas/auth';
import { apiRequest } from '../../../lib/api-client';

export const changePassword = (input: ChangePasswordInput) =>
  apiRequest<{ message: string }>('/api/auth/change-password', { method: 'POST', json: input });

export const useChangePassword = () => useMutation({ mutationFn: changePassword });
