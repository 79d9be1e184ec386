import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BusinessProfile, BusinessProfileInput } from '../../../../core/schemas/business';
import { apiRequest } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export const updateBusinessProfile = (input: BusinessProfileInput) =>
  apiRequest<BusinessProfile>('/api/settings/business-profile', { method: 'PUT', json: input });

export function useUpdateBusinessProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateBusinessProfile,
    onSuccess: (profile) => queryClient.setQueryData(queryKeys.businessProfile, profile),
  });
}
