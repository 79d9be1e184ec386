import { Button, Divider, Group, Modal, Select, SimpleGrid, Stack, Text } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { useMemo } from 'react';
import { invoiceAmountCents } from '../../../../core/invoice-math';
import {
  invoiceFormSchema,
  type Invoice,
  type InvoiceFormOutput,
} from '../../../../core/schemas/invoice';
import { DateField } from '../../../components/date-field';
import { useContacts } from '../../contacts';
import { useProjects } from '../../projects';
import { useCreateInvoice } from '../api/create-invoice';
import { useUpdateInvoice } from '../api/update-invoice';
import {
  blankInvoiceValues,
  invoiceValuesOf,
  totalOf,
  type InvoiceFormValues,
} from './invoice-form-values';
import { LineItemsEditor } from './line-items-editor';
import { useLocale } from '../../../lib/use-locale';
import { useFormDialogReset } from '../../../lib/use-form-dialog-reset';

interface InvoiceFormDialogProps {
  opened: boolean;
  /** The pending invoice being edited; null creates a new one. */
  invoice: Invoice | null;
  onClose: () => void;
}

export function InvoiceFormDialog({ opened, invoice, onClose }: InvoiceFormDialogProps) {
  const { formatMoney } = useLocale();
  const contacts = useContacts();
  const projects = useProjects();
  const createInvoice = useCreateInvoice();
  const updateInvoice = useUpdateInvoice();
  const form = useForm<InvoiceFormValues>({
    initialValues: blankInvoiceValues(),
    validate: schemaResolver(invoiceFormSchema, { sync: true }),
  });
  const { setValues, resetDirty } = form;
  useFormDialogReset(form, {
    opened,
    record: invoice,
    valuesOf: invoiceValuesOf,
    blank: blankInvoiceValues,
  });

  const values = form.getValues();
  const clientOptions = useMemo(
    () =>
      (contacts.data ?? [])
        .filter((c) => c.type === 'Client' || c.id === values.clientId)
        .map((c) => ({ value: c.id, label: c.company ? `${c.name} (${c.company})` : c.name })),
    [contacts.data, values.clientId],
  );
  const clientProjects = useMemo(
    () => (projects.data ?? []).filter((p) => p.clientId === values.clientId),
    [projects.data, values.clientId],
  );
  const total = totalOf(values);

  const chooseClient = (clientId: string | null) => {
    form.setFieldValue('clientId', clientId);
    const keep = (projects.data ?? []).some(
      (p) => p.id === values.projectId && p.clientId === clientId,
    );
    if (!keep) form.setFieldValue('projectId', null);
  };

  const close = () => {
    if (createInvoice.isPending || updateInvoice.isPending) return;
    onClose();
  };

  const submit = form.onSubmit((draft) => {
    // Validation has passed: the schema's output is what gets sent.
    const submitted: InvoiceFormOutput = invoiceFormSchema.parse(draft);
    const { items, date } = submitted;
    const project = clientProjects.find((p) => p.id === submitted.projectId);
    const client = contacts.data?.find((c) => c.id === submitted.clientId);
    const amount = invoiceAmountCents(items);
    if (invoice) {
      updateInvoice.mutate(
        { id: invoice.id, projectId: project?.id, date, items, amount },
        {
          onSuccess: () => {
            notifications.show({
              title: 'Invoice updated',
              message: `Invoice ${invoice.invoiceNumber} has been updated successfully.`,
              color: 'green',
            });
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
        projectId: project?.id,
        project: project?.name,
        amount,
        date,
        status: 'Pending',
        items,
      },
      {
        onSuccess: () => {
          notifications.show({
            title: 'Invoice created',
            message: 'The invoice has been created successfully.',
            color: 'green',
          });
          setValues(blankInvoiceValues());
          resetDirty();
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
      title={invoice ? `Edit Invoice ${invoice.invoiceNumber}` : 'Create Invoice'}
      size="xl"
      fullScreen={false}
    >
      <form onSubmit={submit} noValidate>
        <Stack>
          <SimpleGrid cols={{ base: 1, sm: 3 }}>
            <Select
              label="Client"
              placeholder={contacts.isPending ? 'Loading clients...' : 'Choose a client'}
              required
              searchable
              disabled={invoice !== null}
              data={clientOptions}
              nothingFoundMessage="No clients found"
              {...form.getInputProps('clientId')}
              onChange={chooseClient}
            />
            <Select
              label="Project"
              placeholder={values.clientId ? 'Choose a project' : 'Choose a client first'}
              required
              searchable
              disabled={!values.clientId}
              data={clientProjects.map((p) => ({ value: p.id, label: p.name }))}
              nothingFoundMessage="This client has no projects"
              {...form.getInputProps('projectId')}
            />
            <DateField label="Date" required clearable={false} {...form.getInputProps('date')} />
          </SimpleGrid>
          <Divider />
          <LineItemsEditor form={form} />
          <Divider />
          <Group justify="space-between" align="center">
            <Text size="lg" fw={700} aria-live="polite">
              Total: {Number.isFinite(total) ? formatMoney(total) : '-'}
            </Text>
            <Group gap="xs">
              <Button variant="default" onClick={close}>
                Cancel
              </Button>
              <Button type="submit" loading={createInvoice.isPending || updateInvoice.isPending}>
                {invoice ? 'Save Changes' : 'Create Invoice'}
              </Button>
            </Group>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
