import { queryOptions, useQuery } from '@tanstack/react-query';
import type { UploadSettings } from '../../../../core/schemas/uploads';
import { apiGet } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export const uploadSettingsQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.uploadSettings,
    queryFn: ({ signal }) => apiGet<UploadSettings>('/api/settings/uploads', signal),
    // An upload started offline must not wait here: it fails and the default applies.
    networkMode: 'always',
  });

/** How large photos may be before the browser downscales them ({ maxPhotoPx }). */
export const useUploadSettings = () => useQuery(uploadSettingsQueryOptions());
