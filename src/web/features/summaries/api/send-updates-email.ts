import { useMutation } from '@tanstack/react-query';
import type { UpdatesEmailInput } from '../../../../core/schemas/email';
import { apiRequest } from '../../../lib/api-client';

export const sendUpdatesEmail = (input: UpdatesEmailInput) =>
  apiRequest<{ message: string }>('/api/send-email', { method: 'POST', json: input });

export const useSendUpdatesEmail = () => useMutation({ mutationFn: sendUpdatesEmail });
