import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export const sendTestEmail = (recipient: string) =>
  apiRequest<{ message: string }>('/api/settings/mail/test', {
    method: 'POST',
    json: { recipient },
  });

export const useSendTestEmail = () => useMutation({ mutationFn: sendTestEmail });
