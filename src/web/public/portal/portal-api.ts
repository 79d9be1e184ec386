import { useMutation, useQuery } from '@tanstack/react-query';
import type {
  PortalInvoice,
  PortalQuestionInput,
  PortalSummary,
  PortalUpdate,
} from '../../../core/schemas/portal';
import { apiGet, apiRequest } from '../../lib/api-client';
import { queryKeys } from '../../lib/query-keys';

// The client's portal reads only /api/portal/{token}/...: the token is the whole key.
const base = (token: string) => `/api/portal/${encodeURIComponent(token)}`;

/** Business name, project name, status and progress; 404 (revoked, unknown) or 410 (expired). */
export const usePortal = (token: string) =>
  useQuery({
    queryKey: queryKeys.portal(token),
    queryFn: ({ signal }) => apiGet<PortalSummary>(base(token), signal),
  });

/** Client-visible updates, newest first: dated within [from, to], or the newest 50 without a range. */
export const usePortalUpdates = (
  token: string,
  range: { from: string; to: string } | null,
  enabled = true,
) =>
  useQuery({
    queryKey: queryKeys.portalUpdates(token, range),
    queryFn: ({ signal }) =>
      apiGet<PortalUpdate[]>(
        range
          ? `${base(token)}/updates?from=${range.from}&to=${range.to}`
          : `${base(token)}/updates`,
        signal,
      ),
    enabled,
  });

/** The project's invoices (only asked for when the link shows them). */
export const usePortalInvoices = (token: string, enabled: boolean) =>
  useQuery({
    queryKey: queryKeys.portalInvoices(token),
    queryFn: ({ signal }) => apiGet<PortalInvoice[]>(`${base(token)}/invoices`, signal),
    enabled,
  });

/** Sends a question to the business (rate-limited per link: 429 with a message). */
export const useAskQuestion = (token: string) =>
  useMutation({
    mutationFn: (input: PortalQuestionInput) =>
      apiRequest<unknown>(`${base(token)}/questions`, { method: 'POST', json: { ...input } }),
  });

export const portalFileUrl = (token: string, fileId: string) =>
  `${base(token)}/files/${encodeURIComponent(fileId)}`;

export const portalInvoicePdfUrl = (token: string, invoiceId: string) =>
  `${base(token)}/invoices/${encodeURIComponent(invoiceId)}/pdf`;
