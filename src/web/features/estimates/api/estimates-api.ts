import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  ChangeOrderCreateInput,
  Contract,
  Document,
  DocumentSendInput,
  EstimateCreateInput,
  EstimatePatchInput,
  ProgressInvoiceInput,
} from '../../../../core/schemas/estimate';
import { apiGet, apiRequest } from '../../../lib/api-client';
import { invalidateAfter, queryKeys } from '../../../lib/query-keys';

// Estimates and change orders (issue 21): reads and changes, each change making the
// lists, the contract and the invoices stale.

export const useEstimates = () =>
  useQuery({
    queryKey: queryKeys.estimates,
    queryFn: ({ signal }) => apiGet<Document[]>('/api/estimates', signal),
  });

export const useEstimate = (id: string) =>
  useQuery({
    queryKey: queryKeys.estimate(id),
    queryFn: ({ signal }) => apiGet<Document>(`/api/estimates/${encodeURIComponent(id)}`, signal),
  });

export const useProjectEstimates = (projectId: string) =>
  useQuery({
    queryKey: queryKeys.projectEstimates(projectId),
    queryFn: ({ signal }) => apiGet<Document[]>(`/api/projects/${projectId}/estimates`, signal),
  });

export const useProjectChangeOrders = (projectId: string) =>
  useQuery({
    queryKey: queryKeys.projectChangeOrders(projectId),
    queryFn: ({ signal }) => apiGet<Document[]>(`/api/projects/${projectId}/change-orders`, signal),
  });

export const useProjectContract = (projectId: string) =>
  useQuery({
    queryKey: queryKeys.projectContract(projectId),
    queryFn: ({ signal }) => apiGet<Contract>(`/api/projects/${projectId}/contract`, signal),
  });

function useChange<I, O>(run: (input: I) => Promise<O>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSuccess: () => invalidateAfter(client, 'estimate'),
  });
}

export const useCreateEstimate = () =>
  useChange(({ projectId, ...input }: EstimateCreateInput & { projectId: string }) =>
    apiRequest<Document>(`/api/projects/${projectId}/estimates`, { method: 'POST', json: input }),
  );

export const useUpdateEstimate = () =>
  useChange(({ id, ...input }: EstimatePatchInput & { id: string }) =>
    apiRequest<Document>(`/api/estimates/${id}`, { method: 'PATCH', json: input }),
  );

export const useReviseEstimate = () =>
  useChange((id: string) =>
    apiRequest<Document>(`/api/estimates/${id}/revise`, { method: 'POST' }),
  );

export interface SentDocument {
  url: string;
  expiresAt: string;
  emailedTo: string | null;
  emailError: string | null;
  document: Document;
}

export const useSendDocument = () =>
  useChange(({ document, ...input }: DocumentSendInput & { document: Document }) =>
    apiRequest<SentDocument>(
      `/api/${document.kind === 'estimate' ? 'estimates' : 'change-orders'}/${document.id}/send`,
      { method: 'POST', json: input },
    ),
  );

export const useCreateChangeOrder = () =>
  useChange(({ projectId, ...input }: ChangeOrderCreateInput & { projectId: string }) =>
    apiRequest<Document>(`/api/projects/${projectId}/change-orders`, {
      method: 'POST',
      json: input,
    }),
  );

export const useCreateProgressInvoice = () =>
  useChange(({ projectId, ...input }: ProgressInvoiceInput & { projectId: string }) =>
    apiRequest<{ id: string; amount: number }>(`/api/projects/${projectId}/progress-invoices`, {
      method: 'POST',
      json: input,
    }),
  );

export const estimatePdfUrl = (id: string) => `/api/estimates/${encodeURIComponent(id)}/pdf`;
