import {
  Button,
  Divider,
  Group,
  Modal,
  NumberInput,
  Select,
  SimpleGrid,
  Stack,
  Text,
} from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import { z } from 'zod';
import { addDays, isValidIsoDate } from '../../../../core/dates';
import { taxLabel } from '../../../../core/invoice-math';
import {
  invoiceFormSchema,
  MAX_TERMS_DAYS,
  type InvoiceRecord,
} from '../../../../core/schemas/invoice';
import { DEFAULT_TERMS_DAYS } from '../../../../core/schemas/invoice-settings';
import { DateField } from '../../../components/date-field';
import { DraftNotice } from '../../../components/draft-notice';
import { useFormDialogReset } from '../../../lib/use-form-dialog-reset';
import { useLocale } from '../../../lib/use-locale';
import { contactsQueryOptions } from '../../contacts';
import { useClientProjects } from '../../projects';
import { useCreateInvoice } from '../api/create-invoice';
import { useInvoiceSettings } from '../api/invoice-settings';
import { useTaxRates } from '../api/get-tax-rates';
import { useUpdateInvoice } from '../api/update-invoice';
import {
  blankInvoiceValues,
  invoiceValuesOf,
  lineOf,
  totalsOf,
  type InvoiceFormValues,
} from './invoice-form-values';
import { LineItemsEditor } from './line-items-editor';

// The form's rules: the core form schema and the payment terms.
const formSchema = invoiceFormSchema.extend({
  termsDays: z
    .number({ message: 'Payment terms are required' })
    .int('Payment terms are whole days')
    .min(0, 'Payment terms cannot be negative')
    .max(MAX_TERMS_DAYS, `Payment terms are at most ${MAX_TERMS_DAYS} days`),
});

interface InvoiceFormDialogProps {
  opened: boolean;
  /** The draft or unsent invoice being edited; null creates a new one. */
  invoice: InvoiceRecord | null;
  onClose: () => void;
}

export function InvoiceFormDialog({ opened, invoice, onClose }: InvoiceFormDialogProps) {
  const { formatMoney, formatDate } = useLocale();
  // The contacts list (35 KB at scale) loads when the form opens, not with the screen that
  // holds the closed dialog: the Invoices screen's first paint needs none of it (decision 213).
  const contacts = useQuery({ ...contactsQueryOptions(), enabled: opened });
  const taxRates = useTaxRates();
  const settings = useInvoiceSettings();
  const createInvoice = useCreateInvoice();
  const updateInvoice = useUpdateInvoice();
  const defaultTerms = settings.data?.defaultTermsDays ?? DEFAULT_TERMS_DAYS;
  const form = useForm<InvoiceFormValues>({
    initialValues: blankInvoiceValues(defaultTerms),
    validate: schemaResolver(formSchema, { sync: true }),
  });
  const { setValues, resetDirty } = form;
  const typed = useFormDialogReset(form, {
    draft: 'invoice',
    opened,
    record: invoice,
    valuesOf: invoiceValuesOf,
    blank: () => blankInvoiceValues(defaultTerms),
  });
  // The business's default terms may arrive after a new invoice's form opened.
  const { isDirty, setFieldValue } = form;
  useEffect(() => {
    if (opened && !invoice && !isDirty('termsDays')) setFieldValue('termsDays', defaultTerms);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only when the default changes
  }, [defaultTerms]);

  const values = form.getValues();
  const rates = useMemo(() => taxRates.data ?? [], [taxRates.data]);
  const clientOptions = useMemo(
    () =>
      (contacts.data ?? [])
        .filter((c) => c.type === 'Client' || c.id === values.clientId)
        .map((c) => ({ value: c.id, label: c.company ? `${c.name} (${c.company})` : c.name })),
    [contacts.data, values.clientId],
  );
  // The chosen client's projects, asked for when the client is chosen (decision 262).
  const projects = useClientProjects(opened ? values.clientId : null);
  const clientProjects = projects.data ?? [];
  const totals = totalsOf(values, rates);
  const terms = Number(values.termsDays);
  const dueDate =
    values.date && isValidIsoDate(values.date) && Number.isInteger(terms) && terms >= 0
      ? addDays(values.date, terms)
      : null;
  const money = (cents: number) => (Number.isFinite(cents) ? formatMoney(cents) : '-');
  const pending = createInvoice.isPending || updateInvoice.isPending;

  // A project has one client: another client's choice cannot keep it.
  const chooseClient = (clientId: string | null) => {
    if (clientId !== values.clientId) form.setFieldValue('projectId', null);
    form.setFieldValue('clientId', clientId);
  };

  const close = () => {
    if (pending) return;
    onClose();
  };

  const save = (asDraft: boolean) =>
    form.onSubmit((draft) => {
      // Validation has passed: the schema's output is what gets sent.
      const submitted = formSchema.parse(draft);
      const { date, termsDays } = submitted;
      const items = submitted.items.map(lineOf);
      const project = clientProjects.find((p) => p.id === submitted.projectId);
      const client = contacts.data?.find((c) => c.id === submitted.clientId);
      const amount = totalsOf(values, rates).total;
      if (invoice) {
        // An unchanged project is left out (the edit keeps it), even if it has since been
        // moved to another client and is no longer among this client's projects.
        const projectId =
          submitted.projectId === invoice.projectId ? undefined : submitted.projectId;
        updateInvoice.mutate(
          { id: invoice.id, projectId, date, items, amount, termsDays },
          {
            onSuccess: () => {
              notifications.show({
                title: 'Invoice updated',
                message: invoice.invoiceNumber
                  ? `Invoice ${invoice.invoiceNumber} has been updated successfully.`
                  : 'The draft invoice has been updated successfully.',
                color: 'green',
              });
              typed.clear();
              onClose();
            },
            onError: () =>
              notifications.show({
                title: 'Error',
                message: 'Failed to update invoice. Please try again.',
                color: 'red',
              }),
          },
        );
        return;
      }
      createInvoice.mutate(
        {
          clientId: submitted.clientId,
          client: client?.name,
          projectId: submitted.projectId,
          project: project?.name,
          amount: Number.isFinite(amount) ? amount : undefined,
          date,
          status: 'Pending',
          items,
          termsDays,
          ...(asDraft ? { state: 'draft' as const } : {}),
        },
        {
          onSuccess: () => {
            notifications.show(
              asDraft
                ? {
                    title: 'Draft saved',
                    message: 'The draft invoice has been saved. It gets its number when issued.',
                    color: 'green',
                  }
                : {
                    title: 'Invoice created',
                    message: 'The invoice has been created successfully.',
                    color: 'green',
                  },
            );
            setValues(blankInvoiceValues(defaultTerms));
            resetDirty();
            typed.clear();
            onClose();
          },
          onError: () =>
            notifications.show({
              title: 'Error',
              message: 'Failed to create invoice. Please try again.',
              color: 'red',
            }),
        },
      );
    });

  return (
    <Modal
      opened={opened}
      onClose={close}
      title={
        invoice
          ? invoice.invoiceNumber
            ? `Edit Invoice ${invoice.invoiceNumber}`
            : 'Edit Draft Invoice'
          : 'Create Invoice'
      }
      size="xl"
      fullScreen={false}
    >
      <form onSubmit={save(false)} noValidate>
        <Stack>
          <DraftNotice draft={typed} />
          <SimpleGrid cols={{ base: 1, sm: 3 }}>
            <Select
              label="Client"
              placeholder={contacts.isPending ? 'Loading clients...' : 'Choose a client'}
              required
              searchable
              allowDeselect={false}
              disabled={invoice !== null}
              data={clientOptions}
              nothingFoundMessage="No clients found"
              {...form.getInputProps('clientId')}
              onChange={chooseClient}
            />
            <Select
              label="Project"
              placeholder={
                !values.clientId
                  ? 'Choose a client first'
                  : projects.isError
                    ? 'Projects could not load'
                    : projects.isPending
                      ? 'Loading projects...'
                      : 'Choose a project'
              }
              required
              searchable
              allowDeselect={false}
              disabled={!values.clientId}
              data={clientProjects.map((p) => ({ value: p.id, label: p.name }))}
              nothingFoundMessage={
                projects.isError
                  ? 'Projects could not load. Close the form, check the connection and open it again.'
                  : 'This client has no projects'
              }
              {...form.getInputProps('projectId')}
            />
            <DateField label="Date" required clearable={false} {...form.getInputProps('date')} />
          </SimpleGrid>
          <SimpleGrid cols={{ base: 1, sm: 3 }}>
            <NumberInput
              label="Payment terms (days)"
              required
              min={0}
              max={MAX_TERMS_DAYS}
              allowDecimal={false}
              allowNegative={false}
              {...form.getInputProps('termsDays')}
            />
            <Stack gap={0} justify="flex-end" pb={6} style={{ gridColumn: 'span 2' }}>
              <Text size="sm" aria-live="polite" data-testid="invoice-form-due">
                {dueDate ? `Due ${formatDate(dueDate)}` : 'Due date: pick a date and terms'}
              </Text>
            </Stack>
          </SimpleGrid>
          <Divider />
          <LineItemsEditor form={form} taxRates={rates} />
          <Divider />
          <Group justify="space-between" align="flex-end" wrap="wrap">
            <Stack gap={2} aria-live="polite">
              {totals.taxes.length > 0 && (
                <>
                  <Text size="sm">Subtotal: {money(totals.subtotal)}</Text>
                  {totals.taxes.map((tax) => (
                    <Text size="sm" key={tax.taxRateId}>
                      {taxLabel(tax)}: {money(tax.amount)}
                    </Text>
                  ))}
                </>
              )}
              <Text size="lg" fw={700}>
                Total: {money(totals.total)}
              </Text>
            </Stack>
            <Group gap="xs">
              <Button variant="default" onClick={close}>
                Cancel
              </Button>
              {!invoice && (
                <Button variant="light" onClick={() => save(true)()} loading={pending}>
                  Save as draft
                </Button>
              )}
              <Button type="submit" loading={pending}>
                {invoice ? 'Save Changes' : 'Create Invoice'}
              </Button>
            </Group>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
