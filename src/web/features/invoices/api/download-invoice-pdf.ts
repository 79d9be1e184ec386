import { ApiError } from '../../../lib/api-client';

// Export PDF saves the server's PDF (GET /api/invoices/{id}/pdf): the one PDF, built once on
// the server, that an e-mailed invoice carries too. Loaded on the first export only.

/** The file name: the server's, else invoice-{number}.pdf as the spec names it. */
export function pdfFileName(contentDisposition: string | null, invoiceNumber: string): string {
  const match = contentDisposition && /filename="?([^";]+)"?/i.exec(contentDisposition);
  if (match?.[1]) return match[1];
  return `invoice-${invoiceNumber || 'draft'}.pdf`;
}

export async function downloadInvoicePdf(invoice: { id: string; invoiceNumber: string }) {
  const response = await fetch(`/api/invoices/${invoice.id}/pdf`, { credentials: 'include' });
  if (!response.ok) {
    throw new ApiError(response.status, await response.text(), response.statusText);
  }
  const blob = await response.blob();
  const url = URL.createObjectURL(blob);
  try {
    const link = document.createElement('a');
    link.href = url;
    link.download = pdfFileName(response.headers.get('content-disposition'), invoice.invoiceNumber);
    document.body.append(link);
    link.click();
    link.remove();
  } finally {
    // The click has handed the file to the browser; the object URL can go a moment later.
    setTimeout(() => URL.revokeObjectURL(url), 10_000);
  }
}
