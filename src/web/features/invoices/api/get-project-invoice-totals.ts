import { useQuery } from '@tanstack/react-query';
import type { ProjectInvoiceTotals } from '../../../../core/schemas/invoice-summary';
import { apiGet } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/**
 * Each project's invoiced, paid and outstanding amounts in one small call, for the project
 * cards: the list of every invoice was 600 KB at 10,000 invoices (issue 20).
 */
export const useProjectInvoiceTotals = (options: { enabled?: boolean } = {}) =>
  useQuery({
    queryKey: queryKeys.projectInvoiceTotals,
    queryFn: ({ signal }) => apiGet<ProjectInvoiceTotals>('/api/invoices/project-totals', signal),
    enabled: options.enabled ?? true,
  });
