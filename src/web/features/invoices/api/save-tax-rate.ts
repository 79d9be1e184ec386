import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TaxRate, TaxRateInput, TaxRatePatch } from '../../../../core/schemas/tax-rate';
import { apiRequest } from '../../../lib/api-client';
import { invalidateAfter } from '../../../lib/query-keys';

export const createTaxRate = (input: TaxRateInput) =>
  apiRequest<TaxRate>('/api/tax-rates', { method: 'POST', json: input });

/** Rename or (de)activate: a rate's percentage never changes once created. */
export const updateTaxRate = ({ id, ...changes }: TaxRatePatch & { id: string }) =>
  apiRequest<TaxRate>(`/api/tax-rates/${id}`, { method: 'PATCH', json: changes });

/** Only a rate no invoice uses can be deleted (the server refuses the others). */
export const deleteTaxRate = (id: string) =>
  apiRequest<{ message: string }>(`/api/tax-rates/${id}`, { method: 'DELETE' });

export function useDeleteTaxRate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteTaxRate,
    onSuccess: () => invalidateAfter(queryClient, 'taxRate'),
  });
}

export function useCreateTaxRate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createTaxRate,
    onSuccess: () => invalidateAfter(queryClient, 'taxRate'),
  });
}

export function useUpdateTaxRate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateTaxRate,
    onSuccess: () => invalidateAfter(queryClient, 'taxRate'),
  });
}
