import { Button, Center, Loader, SimpleGrid, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import type { Invoice } from '../../../core/schemas/invoice';
import { PageHeader } from '../../components/page-header';
import { useRecordHighlight } from '../../lib/use-record-highlight';
import { useInvoices } from './api/get-invoices';
import { useUpdateInvoice } from './api/update-invoice';
import { DeleteInvoiceDialog } from './components/delete-invoice-dialog';
import { InvoiceCard } from './components/invoice-card';
import { InvoiceFormDialog } from './components/invoice-form-dialog';
import { InvoiceTotals } from './components/invoice-totals';
import { useExportInvoicePdf } from './pdf/use-export-invoice-pdf';

export default function InvoicesPage() {
  const invoices = useInvoices();
  const list = invoices.data ?? [];
  const updateInvoice = useUpdateInvoice();
  const { exportPdf, exportingId } = useExportInvoicePdf();
  const [formOpened, setFormOpened] = useState(false);
  const [editing, setEditing] = useState<Invoice | null>(null);
  const [deleting, setDeleting] = useState<Invoice | null>(null);
  const highlightId = useRecordHighlight((id) => list.some((invoice) => invoice.id === id));

  const openForm = (invoice: Invoice | null) => {
    setEditing(invoice);
    setFormOpened(true);
  };

  const toggleStatus = (invoice: Invoice) => {
    const status = invoice.status === 'Paid' ? 'Pending' : 'Paid';
    updateInvoice.mutate(
      { id: invoice.id, status },
      {
        onSuccess: () =>
          notifications.show({
            title: status === 'Paid' ? 'Invoice marked as paid' : 'Invoice marked as pending',
            message: `Invoice ${invoice.invoiceNumber} is now ${status.toLowerCase()}.`,
            color: 'green',
          }),
        onError: () =>
          notifications.show({
            title: 'Error',
            message: 'Failed to update invoice. Please try again.',
            color: 'red',
          }),
      },
    );
  };

  return (
    <>
      <PageHeader
        title="Invoices"
        subtitle="Bill your clients, export PDFs and track payments"
        actions={
          <Button leftSection={<IconPlus size={16} />} onClick={() => openForm(null)}>
            Create Invoice
          </Button>
        }
      />
      {invoices.isPending ? (
        <Center py="xl">
          <Stack align="center" gap="xs">
            <Loader size="sm" />
            <Text c="dimmed">Loading invoices...</Text>
          </Stack>
        </Center>
      ) : invoices.isError ? (
        <Text c="red">Failed to load invoices. Please reload the page.</Text>
      ) : list.length === 0 ? (
        <Text c="dimmed" ta="center" py="xl">
          No invoices yet. Create your first invoice to bill a client.
        </Text>
      ) : (
        <>
          <InvoiceTotals invoices={list} />
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
            {list.map((invoice) => (
              <InvoiceCard
                key={invoice.id}
                invoice={invoice}
                highlighted={invoice.id === highlightId}
                exporting={exportingId === invoice.id}
                statusChanging={
                  updateInvoice.isPending && updateInvoice.variables?.id === invoice.id
                }
                onToggleStatus={() => toggleStatus(invoice)}
                onExport={() => void exportPdf(invoice)}
                onEdit={() => openForm(invoice)}
                onDelete={() => setDeleting(invoice)}
              />
            ))}
          </SimpleGrid>
        </>
      )}
      <InvoiceFormDialog
        opened={formOpened}
        invoice={editing}
        onClose={() => setFormOpened(false)}
      />
      <DeleteInvoiceDialog invoice={deleting} onClose={() => setDeleting(null)} />
    </>
  );
}
