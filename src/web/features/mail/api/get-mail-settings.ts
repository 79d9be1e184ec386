import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MailSettings } from '../../../../core/schemas/email';
import { apiGet } from '../../../lib/api-client';

export const mailSettingsQueryKey = ['/api/settings/mail'] as const;

export const mailSettingsQueryOptions = () =>
  queryOptions({
    queryKey: mailSettingsQueryKey,
    queryFn: ({ signal }) => apiGet<MailSettings>('/api/settings/mail', signal),
  });

export const useMailSettings = () => useQuery(mailSettingsQueryOptions());
