import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ApprovalDecisionInput, PublicDocument } from '../../../core/schemas/estimate';
import { apiGet, apiRequest } from '../../lib/api-client';
import { queryKeys } from '../../lib/query-keys';

// The client's approval page reads only /api/approve/{token}: the token is the whole key.
const base = (token: string) => `/api/approve/${encodeURIComponent(token)}`;

/** The document as the client sees it; 404 (revoked, replaced, unknown) or 410 (expired). */
export const useApproval = (token: string) =>
  useQuery({
    queryKey: queryKeys.approval(token),
    queryFn: ({ signal }) => apiGet<PublicDocument>(base(token), signal),
    retry: false,
  });

/** Approve or decline, once; the answer is the decided document. */
export const useDecide = (token: string) => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: ApprovalDecisionInput) =>
      apiRequest<{ message: string; document: PublicDocument }>(base(token), {
        method: 'POST',
        json: { ...input },
      }),
    onSuccess: (result) => client.setQueryData(queryKeys.approval(token), result.document),
  });
};

export const approvalPdfUrl = (token: string) => `${base(token)}/pdf`;
