import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TaxRate } from '../../../../core/schemas/tax-rate';
import { apiGet } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export const taxRatesQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.taxRates,
    queryFn: ({ signal }) => apiGet<TaxRate[]>('/api/tax-rates', signal),
  });

/** Every tax rate, active or not (an inactive one stays on the invoices that have it). */
export const useTaxRates = (options: { enabled?: boolean } = {}) =>
  useQuery({ ...taxRatesQueryOptions(), enabled: options.enabled ?? true });
