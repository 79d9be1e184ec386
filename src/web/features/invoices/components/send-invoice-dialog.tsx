import { Alert, Button, Group, Modal, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState, type FormEvent } from 'react';
import { invoiceSendSchema, type InvoiceRecord } from '../../../../core/schemas/invoice';
import { DraftNotice } from '../../../components/draft-notice';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { useDialogDraft } from '../../../lib/use-dialog-draft';
import { useLocale } from '../../../lib/use-locale';
import { useContacts } from '../../contacts';
import { MailNotSetUpAlert, useMailSettings } from '../../mail';
import { useSendInvoice } from '../api/send-invoice';
import { invoiceLabel } from './invoice-card';

interface SendInvoiceDialogProps {
  invoice: InvoiceRecord | null;
  onClose: () => void;
}

/** "Send invoice": e-mails the PDF to the client's address (editable) with a message. */
export function SendInvoiceDialog({ invoice, onClose }: SendInvoiceDialogProps) {
  const [shown, setShown] = useState(invoice);
  if (invoice && invoice !== shown) setShown(invoice);
  return (
    <Modal
      opened={invoice !== null}
      onClose={onClose}
      title={`Send invoice ${shown ? invoiceLabel(shown) : ''}`}
      size="lg"
    >
      {shown && <SendForm key={shown.id} invoice={shown} onClose={onClose} />}
    </Modal>
  );
}

function SendForm({ invoice, onClose }: { invoice: InvoiceRecord; onClose: () => void }) {
  const { formatMoney, formatDate } = useLocale();
  const contacts = useContacts();
  const mail = useMailSettings();
  const send = useSendInvoice();
  const clientEmail = contacts.data?.find((contact) => contact.id === invoice.clientId)?.email;
  const [to, setTo] = useState<string | null>(null);
  const [message, setMessage] = useState('');
  const [error, setError] = useState<string | undefined>();
  const recipient = to ?? clientEmail ?? '';
  // What was typed is kept until sent or discarded (decision 185).
  const draft = useDialogDraft(
    `invoice-send:${invoice.id}`,
    { to, message },
    {
      dirty: to !== null || message !== '',
      restore: (saved) => {
        setTo(saved.to);
        setMessage(saved.message);
      },
      reset: () => {
        setTo(null);
        setMessage('');
      },
    },
  );
  // Only a definite "none" blocks sending; if the settings cannot be read (not the owner),
  // the server says so when asked.
  const notSetUp = mail.data?.source === 'none';
  const configProblem = send.error instanceof ApiError && send.error.status === 503;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = invoiceSendSchema.safeParse({ to: recipient, message });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message);
      return;
    }
    setError(undefined);
    send.mutate(
      { invoiceId: invoice.id, to: parsed.data.to, message: message.trim() || undefined },
      {
        onSuccess: () => {
          notifications.show({
            title: 'Invoice sent',
            message: `Invoice ${invoiceLabel(invoice)} has been e-mailed to ${parsed.data.to}.`,
            color: 'green',
          });
          draft.clear();
          onClose();
        },
      },
    );
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        <DraftNotice draft={draft} />
        {notSetUp && <MailNotSetUpAlert what="Invoices" />}
        <Text size="sm" c="dimmed">
          The invoice ({formatMoney(invoice.balance)} due {formatDate(invoice.dueDate)}) is attached
          as a PDF.
        </Text>
        <TextInput
          label="To"
          type="email"
          required
          value={recipient}
          onChange={(event) => setTo(event.currentTarget.value)}
          error={error}
          description={clientEmail ? undefined : 'The client has no e-mail address on file.'}
          data-autofocus
        />
        <Textarea
          label="Message"
          rows={4}
          maxLength={5000}
          placeholder="Thank you for your business. Please find the invoice attached."
          value={message}
          onChange={(event) => setMessage(event.currentTarget.value)}
        />
        {send.isError &&
          (configProblem ? (
            <MailNotSetUpAlert what="Invoices" message={errorMessage(send.error, '')} />
          ) : (
            <Alert color="red" title="The invoice was not sent" role="alert">
              {errorMessage(send.error, 'Failed to send the invoice. Please try again.')}
            </Alert>
          ))}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose} disabled={send.isPending}>
            Cancel
          </Button>
          <Button type="submit" loading={send.isPending} disabled={notSetUp || !recipient.trim()}>
            Send invoice
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
