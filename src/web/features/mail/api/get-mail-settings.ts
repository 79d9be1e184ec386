import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MailSettings } from '../../../../core/schemas/email';
import { apiGet } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export const mailSettingsQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.mailSettings,
    queryFn: ({ signal }) => apiGet<MailSettings>('/api/settings/mail', signal),
  });

export const useMailSettings = (enabled = true) =>
  useQuery({ ...mailSettingsQueryOptions(), enabled });
