import type { BusinessProfile } from '../../../../core/schemas/business';
import type { Invoice } from '../../../../core/schemas/invoice';
import type { Locale } from '../../../../core/schemas/locale';

/** Builds and downloads the PDF; jspdf is fetched on first use, never on page load. */
export async function exportInvoicePdf(invoice: Invoice, profile: BusinessProfile, locale: Locale) {
  const [{ buildInvoicePdf, invoiceFileName }, { localeFormatters }] = await Promise.all([
    import('./invoice-pdf'),
    import('../../../lib/use-locale'),
  ]);
  buildInvoicePdf(invoice, profile, localeFormatters(locale)).save(invoiceFileName(invoice));
}
