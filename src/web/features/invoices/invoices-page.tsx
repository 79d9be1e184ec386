import { Button, Center, SimpleGrid, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import type { InvoiceRecord } from '../../../core/schemas/invoice';
import { EmptyState } from '../../components/empty-state';
import { PageHeader } from '../../components/page-header';
import { ListLoading } from '../../components/list-loading';
import { errorMessage } from '../../lib/api-client';
import { useFirstItems } from '../../lib/use-first-items';
import { useRecordHighlight } from '../../lib/use-record-highlight';
import { useUrlFilters } from '../../lib/use-url-filters';
import { useDebouncedValue } from '@mantine/hooks';
import { useInvoice } from './api/get-invoice';
import { useInvoicePages } from './api/get-invoice-pages';
import { useUpdateInvoice } from './api/update-invoice';
import { DeleteInvoiceDialog } from './components/delete-invoice-dialog';
import { InvoiceCard, type InvoiceAction } from './components/invoice-card';
import {
  filterOf,
  INVOICE_FILTER_KEYS,
  INVOICE_FILTER_VALUES,
  InvoiceFilters,
  paramsOf,
} from './components/invoice-filters';
import { InvoiceSummaryStrip } from './components/invoice-summary-strip';
import { PaymentsDialog } from './components/payments-dialog';
import {
  InvoiceFormDialog,
  RecordPaymentDialog,
  SendInvoiceDialog,
} from './components/lazy-invoice-dialogs';
import { InvoiceStatusDialog } from './components/invoice-status-dialog';
import { VoidInvoiceDialog } from './components/void-invoice-dialog';
import { useExportInvoicePdf } from './use-export-invoice-pdf';
import { SCREEN_HEADINGS } from '../../lib/screen-headings';

type DialogAction = Exclude<InvoiceAction, 'issue' | 'reopen'>;
type Dialog = { action: DialogAction; invoice: InvoiceRecord } | null;

export default function InvoicesPage() {
  // `id`: the invoice a link opened (the dashboard's, a search result's), not a filter.
  const [url, setUrl] = useUrlFilters([...INVOICE_FILTER_KEYS, 'id'], INVOICE_FILTER_VALUES);
  const filter = filterOf(url);
  // The search is sent once typing pauses; the other filters at once (decision 203).
  const [q] = useDebouncedValue(filter.q ?? '', 300);
  const filtered = Boolean(filter.state || filter.overdue || filter.status || filter.q);
  const invoices = useInvoicePages({
    state: filter.state ?? undefined,
    status: filter.status ?? undefined,
    overdue: filter.overdue,
    q,
  });
  const list = invoices.data?.pages.flatMap((page) => page.invoices) ?? [];
  const updateInvoice = useUpdateInvoice();
  const { exportPdf, exportingId } = useExportInvoicePdf();
  const [formOpened, setFormOpened] = useState(false);
  const [editing, setEditing] = useState<InvoiceRecord | null>(null);
  const [deleting, setDeleting] = useState<InvoiceRecord | null>(null);
  const [dialog, setDialog] = useState<Dialog>(null);
  const [statusChange, setStatusChange] = useState<InvoiceRecord | null>(null);
  // The invoice a link opened stays in view whatever the filter: read on its own when it
  // is not on the pages loaded so far, and shown first.
  const linkedId = url.id ?? null;
  const linkedLoaded = linkedId !== null && list.some((invoice) => invoice.id === linkedId);
  const linked = useInvoice(
    linkedId !== null && invoices.isSuccess && !linkedLoaded ? linkedId : null,
  );
  const shown = linked.data && !linkedLoaded ? [linked.data, ...list] : list;
  const highlightId = useRecordHighlight((id) => shown.some((invoice) => invoice.id === id));
  const cards = useFirstItems(shown, highlightId !== null);
  // Dialogs show the invoice as it is now (a payment changes its balance).
  const current = (invoice: InvoiceRecord | undefined) =>
    invoice && (shown.find((item) => item.id === invoice.id) ?? invoice);
  const dialogFor = (action: DialogAction) =>
    dialog?.action === action ? (current(dialog.invoice) ?? null) : null;

  const openForm = (invoice: InvoiceRecord | null) => {
    setEditing(invoice);
    setFormOpened(true);
  };

  const changed = (title: string, message: string) =>
    notifications.show({ title, message, color: 'green' });
  const failed = (error: unknown) =>
    notifications.show({
      title: 'Error',
      message: errorMessage(error, 'Failed to update invoice. Please try again.'),
      color: 'red',
    });

  const act = (invoice: InvoiceRecord, action: InvoiceAction) => {
    if (action === 'reopen') {
      updateInvoice.mutate(
        { id: invoice.id, state: 'draft' },
        {
          onSuccess: () =>
            changed(
              'Invoice reopened',
              `Invoice ${invoice.invoiceNumber} is a draft again: edit it, then issue it.`,
            ),
          onError: failed,
        },
      );
      return;
    }
    if (action !== 'issue') {
      setDialog({ action, invoice });
      return;
    }
    updateInvoice.mutate(
      { id: invoice.id, state: 'issued' },
      {
        onSuccess: (issued) =>
          changed('Invoice issued', `The invoice is issued as ${issued.invoiceNumber}.`),
        onError: failed,
      },
    );
  };

  return (
    <>
      <PageHeader
        {...SCREEN_HEADINGS.invoices}
        actions={
          <Button leftSection={<IconPlus size={16} />} onClick={() => openForm(null)}>
            Create Invoice
          </Button>
        }
      />
      {invoices.isPending ? (
        <ListLoading text="Loading invoices..." paused={invoices.fetchStatus === 'paused'} />
      ) : invoices.isError ? (
        <Text c="red">Failed to load invoices. Please reload the page.</Text>
      ) : list.length === 0 && !filtered && !invoices.isPlaceholderData ? (
        <EmptyState
          action={
            <Button leftSection={<IconPlus size={16} />} onClick={() => openForm(null)}>
              Create your first invoice
            </Button>
          }
        >
          No invoices yet. Create your first invoice to bill a client.
        </EmptyState>
      ) : (
        <>
          <InvoiceSummaryStrip />
          <InvoiceFilters filter={filter} onChange={(change) => setUrl(paramsOf(change))} />
          {shown.length === 0 ? (
            <Text c="dimmed" ta="center" py="xl">
              No invoices match these filters.
            </Text>
          ) : (
            <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
              {cards.map((invoice) => (
                <InvoiceCard
                  key={invoice.id}
                  invoice={invoice}
                  highlighted={invoice.id === highlightId}
                  exporting={exportingId === invoice.id}
                  statusChanging={
                    updateInvoice.isPending && updateInvoice.variables?.id === invoice.id
                  }
                  onToggleStatus={() => setStatusChange(invoice)}
                  onExport={() => void exportPdf(invoice)}
                  onEdit={() => openForm(invoice)}
                  onDelete={() => setDeleting(invoice)}
                  onAction={(action) => act(invoice, action)}
                />
              ))}
            </SimpleGrid>
          )}
          {invoices.hasNextPage && (
            <Center mt="md">
              <Button
                variant="default"
                loading={invoices.isFetchingNextPage}
                onClick={() => void invoices.fetchNextPage()}
              >
                Load more
              </Button>
            </Center>
          )}
        </>
      )}
      <InvoiceFormDialog
        opened={formOpened}
        invoice={editing}
        onClose={() => setFormOpened(false)}
      />
      <DeleteInvoiceDialog invoice={deleting} onClose={() => setDeleting(null)} />
      <SendInvoiceDialog invoice={dialogFor('send')} onClose={() => setDialog(null)} />
      <RecordPaymentDialog invoice={dialogFor('pay')} onClose={() => setDialog(null)} />
      <PaymentsDialog invoice={dialogFor('payments')} onClose={() => setDialog(null)} />
      <VoidInvoiceDialog invoice={dialogFor('void')} onClose={() => setDialog(null)} />
      <InvoiceStatusDialog
        invoice={current(statusChange ?? undefined) ?? null}
        onClose={() => setStatusChange(null)}
      />
    </>
  );
}
