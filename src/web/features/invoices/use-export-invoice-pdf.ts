import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { errorMessage } from '../../lib/api-client';

/** Export PDF: downloads the invoice's PDF as the server builds it. */
export function useExportInvoicePdf() {
  const [exportingId, setExportingId] = useState<string | null>(null);

  const exportPdf = async (invoice: { id: string; invoiceNumber: string }) => {
    setExportingId(invoice.id);
    try {
      const { downloadInvoicePdf } = await import('./api/download-invoice-pdf');
      await downloadInvoicePdf(invoice);
    } catch (error) {
      console.warn('Invoice PDF export failed', error);
      notifications.show({
        title: 'Error',
        message: errorMessage(error, 'Failed to export the PDF. Please try again.'),
        color: 'red',
      });
    } finally {
      setExportingId(null);
    }
  };

  return { exportPdf, exportingId };
}
