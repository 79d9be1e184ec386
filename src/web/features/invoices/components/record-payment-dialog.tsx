import {
  Alert,
  Button,
  Group,
  Modal,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState, type FormEvent } from 'react';
import { type InvoiceRecord } from '../../../../core/schemas/invoice';
import { DateField } from '../../../components/date-field';
import { errorMessage } from '../../../lib/api-client';
import { useLocale } from '../../../lib/use-locale';
import { useRecordPayment } from '../api/record-payment';
import { invoiceLabel } from './invoice-card';
import { today } from './invoice-form-values';
import { MoneyInput } from './money-input';
import {
  PAYMENT_METHOD_LABELS,
  PAYMENT_METHODS,
  type PaymentMethod,
} from '../../../../core/invoices';

interface RecordPaymentDialogProps {
  invoice: InvoiceRecord | null;
  onClose: () => void;
}

/** Money received against an invoice: the amount (its balance to start with), date, method. */
export function RecordPaymentDialog({ invoice, onClose }: RecordPaymentDialogProps) {
  // Keep the last invoice on screen while the dialog animates closed.
  const [shown, setShown] = useState(invoice);
  if (invoice && invoice !== shown) setShown(invoice);
  return (
    <Modal
      opened={invoice !== null}
      onClose={onClose}
      title={`Record payment for invoice ${shown ? invoiceLabel(shown) : ''}`}
    >
      {shown && <PaymentForm key={shown.id} invoice={shown} onClose={onClose} />}
    </Modal>
  );
}

function PaymentForm({ invoice, onClose }: { invoice: InvoiceRecord; onClose: () => void }) {
  const { formatMoney, currencySymbol } = useLocale();
  const record = useRecordPayment();
  const [amount, setAmount] = useState<number | null>(invoice.balance);
  const [date, setDate] = useState<string | null>(today());
  const [method, setMethod] = useState<PaymentMethod>('transfer');
  const [reference, setReference] = useState('');
  const [errors, setErrors] = useState<{ amount?: string; date?: string }>({});

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found: typeof errors = {};
    if (amount === null || amount <= 0) found.amount = 'Enter the amount received';
    else if (amount > invoice.balance)
      found.amount = `The balance is ${formatMoney(invoice.balance)}: a payment cannot be more`;
    if (!date) found.date = 'Date is required';
    else if (date > today()) found.date = 'A payment is recorded once received, so not after today';
    setErrors(found);
    if (found.amount || found.date || amount === null || !date) return;
    record.mutate(
      {
        invoiceId: invoice.id,
        amount,
        date,
        method,
        reference: reference.trim() || undefined,
      },
      {
        onSuccess: () => {
          notifications.show({
            title: 'Payment recorded',
            message: `${formatMoney(amount)} recorded on invoice ${invoiceLabel(invoice)}.`,
            color: 'green',
          });
          onClose();
        },
      },
    );
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        <Text size="sm" c="dimmed">
          Total {formatMoney(invoice.amount)} · paid so far {formatMoney(invoice.paidToDate)} ·
          balance <b>{formatMoney(invoice.balance)}</b>
        </Text>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <MoneyInput
            label={`Amount (${currencySymbol})`}
            required
            value={amount}
            onChange={setAmount}
            error={errors.amount}
            data-autofocus
          />
          <DateField
            label="Date received"
            required
            clearable={false}
            // Recorded once received (the server refuses a later date too).
            maxDate={today()}
            value={date}
            onChange={(value) => setDate(value)}
            error={errors.date}
          />
        </SimpleGrid>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <Select
            label="Method"
            required
            allowDeselect={false}
            data={PAYMENT_METHODS.map((value) => ({ value, label: PAYMENT_METHOD_LABELS[value] }))}
            value={method}
            onChange={(value) => value && setMethod(value as PaymentMethod)}
          />
          <TextInput
            label="Reference"
            placeholder="Check number, transfer id"
            maxLength={200}
            value={reference}
            onChange={(event) => setReference(event.currentTarget.value)}
          />
        </SimpleGrid>
        {record.isError && (
          <Alert color="red" title="The payment was not recorded" role="alert">
            {errorMessage(record.error, 'Failed to record the payment. Please try again.')}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose} disabled={record.isPending}>
            Cancel
          </Button>
          <Button type="submit" loading={record.isPending}>
            Record payment
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
