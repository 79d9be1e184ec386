import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  InvoiceSettings,
  InvoiceSettingsInput,
} from '../../../../core/schemas/invoice-settings';
import { apiGet, apiRequest } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export const invoiceSettingsQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.invoiceSettings,
    queryFn: ({ signal }) => apiGet<InvoiceSettings>('/api/settings/invoicing', signal),
  });

/** The default payment terms and the reminder policy. */
export const useInvoiceSettings = (options: { enabled?: boolean } = {}) =>
  useQuery({ ...invoiceSettingsQueryOptions(), enabled: options.enabled ?? true });

export const saveInvoiceSettings = (input: InvoiceSettingsInput) =>
  apiRequest<InvoiceSettings>('/api/settings/invoicing', { method: 'PUT', json: input });

export function useSaveInvoiceSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveInvoiceSettings,
    onSuccess: (saved) => queryClient.setQueryData(queryKeys.invoiceSettings, saved),
  });
}
