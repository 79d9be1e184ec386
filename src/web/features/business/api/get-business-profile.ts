import { queryOptions, useQuery } from '@tanstack/react-query';
import type { BusinessProfile } from '../../../../core/schemas/business';
import { apiGet } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export const getBusinessProfile = (signal?: AbortSignal) =>
  apiGet<BusinessProfile>('/api/settings/business-profile', signal);

export const businessProfileQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.businessProfile,
    queryFn: ({ signal }) => getBusinessProfile(signal),
  });

/** The issuer printed on invoices. */
export const useBusinessProfile = () => useQuery(businessProfileQueryOptions());
