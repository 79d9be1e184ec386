import type { QueryClient } from '@tanstack/react-query';
import { invoicesQueryKey } from './get-invoices';

// Search shows invoice numbers and amounts too. refetchType 'all': with
// refetchOnMount off, a query not on screen would otherwise come back stale.
const keys = [invoicesQueryKey, ['/api/search']];

export function invalidateInvoiceData(queryClient: QueryClient) {
  return Promise.all(
    keys.map((queryKey) => queryClient.invalidateQueries({ queryKey, refetchType: 'all' })),
  );
}
