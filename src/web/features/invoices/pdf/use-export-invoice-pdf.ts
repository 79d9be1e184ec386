import { notifications } from '@mantine/notifications';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { Invoice } from '../../../../core/schemas/invoice';
import { localeQueryOptions } from '../../../lib/use-locale';
import { businessProfileQueryOptions } from '../../business';
import { exportInvoicePdf } from './export-invoice-pdf';

/** Export PDF: reads the business profile, then builds the file in the browser. */
export function useExportInvoicePdf() {
  const queryClient = useQueryClient();
  const [exportingId, setExportingId] = useState<string | null>(null);

  const exportPdf = async (invoice: Invoice) => {
    setExportingId(invoice.id);
    try {
      const [profile, locale] = await Promise.all([
        queryClient.fetchQuery(businessProfileQueryOptions()),
        queryClient.fetchQuery(localeQueryOptions()),
      ]);
      await exportInvoicePdf(invoice, profile, locale);
    } catch (error) {
      console.warn('Invoice PDF export failed', error);
      notifications.show({
        title: 'Error',
        message: 'Failed to export the PDF. Please try again.',
        color: 'red',
      });
    } finally {
      setExportingId(null);
    }
  };

  return { exportPdf, exportingId };
}
