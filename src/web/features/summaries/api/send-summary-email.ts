import { useMutation } from '@tanstack/react-query';
import type { SummaryEmailInput } from '../../../../core/schemas/email';
import { apiRequest } from '../../../lib/api-client';

export const sendSummaryEmail = (input: SummaryEmailInput) =>
  apiRequest<{ message: string }>('/api/summaries/email', { method: 'POST', json: input });

export const useSendSummaryEmail = () => useMutation({ mutationFn: sendSummaryEmail });
