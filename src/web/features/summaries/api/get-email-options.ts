import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export interface EmailOptions {
  /** Distinct project names found across the updates. */
  projects: string[];
  /** Business name, else the owner's user name: the default subject ends with it. */
  senderName: string;
}

export const emailOptionsQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.emailOptions,
    queryFn: ({ signal }) => apiGet<EmailOptions>('/api/summaries/email-options', signal),
  });

export const useEmailOptions = (enabled: boolean) =>
  useQuery({ ...emailOptionsQueryOptions(), enabled });
