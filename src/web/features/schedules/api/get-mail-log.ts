import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { MailLogPage } from '../../../../core/schemas/schedule';
import { apiGet } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export const MAIL_LOG_PAGE_SIZE = 10;

export const mailLogQueryOptions = (page: number) =>
  queryOptions({
    queryKey: queryKeys.mailLog(page),
    queryFn: ({ signal }) =>
      apiGet<MailLogPage>(
        `/api/mail-log?limit=${MAIL_LOG_PAGE_SIZE}&offset=${(page - 1) * MAIL_LOG_PAGE_SIZE}`,
        signal,
      ),
    placeholderData: keepPreviousData,
  });

export const useMailLog = (page: number) => useQuery(mailLogQueryOptions(page));
