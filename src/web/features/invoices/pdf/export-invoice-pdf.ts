import type { BusinessProfile } from '../../../../core/schemas/business';
import type { Invoice } from '../../../../core/schemas/invoice';

/** Builds and downloads the PDF; jspdf is fetched on first use, never on page load. */
export async function exportInvoicePdf(invoice: Invoice, profile: BusinessProfile) {
  const { buildInvoicePdf, invoiceFileName } = await import('./invoice-pdf');
  buildInvoicePdf(invoice, profile).save(invoiceFileName(invoice));
}
