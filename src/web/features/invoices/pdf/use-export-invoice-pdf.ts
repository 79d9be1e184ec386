import { notifications } from '@mantine/notifications';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { Invoice } from '../../../../core/schemas/invoice';
import { businessProfileQueryOptions } from '../../business/api/get-business-profile';
import { exportInvoicePdf } from './export-invoice-pdf';

/** Export PDF: reads the business profile, then builds the file in the browser. */
export function useExportInvoicePdf() {
  const queryClient = useQueryClient();
  const [exportingId, setExportingId] = useState<string | null>(null);

  const exportPdf = async (invoice: Invoice) => {
    setExportingId(invoice.id);
    try {
      const profile = await queryClient.fetchQuery(businessProfileQueryOptions());
      await exportInvoicePdf(invoice, profile);
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
