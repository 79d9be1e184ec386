import { Alert, Button, Group, Select, Stack, Switch, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import type { ReactNode } from 'react';
import { addDays } from '../../../../core/dates';
import {
  PORTAL_LINK_DEFAULT_DAYS,
  portalLinkInputSchema,
  type PortalLinkCreated,
  type PortalLinkInput,
} from '../../../../core/schemas/portal';
import { DateField } from '../../../components/date-field';
import { errorMessage } from '../../../lib/api-client';
import { todayIso } from '../../../../core/calendar-dates';
import { useCreatePortalLink } from '../api/create-portal-link';

const EXPIRY_CHOICES = [
  { value: '30', label: 'In 30 days' },
  { value: String(PORTAL_LINK_DEFAULT_DAYS), label: `In ${PORTAL_LINK_DEFAULT_DAYS} days` },
  { value: '180', label: 'In 6 months' },
  { value: '365', label: 'In 1 year' },
  { value: 'date', label: 'On a date I pick' },
  { value: 'never', label: 'Never' },
];

interface FormValues {
  label: string;
  contactEmail: string;
  expiry: string;
  /** The chosen last day, when expiry is 'date'. */
  date: string | null;
  showInvoices: boolean;
}

const fieldRules = schemaResolver(portalLinkInputSchema, { sync: true });

function validate(values: FormValues) {
  const errors: Record<string, ReactNode> = {
    ...fieldRules({
      label: values.label,
      contactEmail: values.contactEmail,
      showInvoices: values.showInvoices,
    }),
  };
  if (values.expiry === 'date') {
    if (!values.date) errors.date = 'Pick the last day the link works';
    else if (values.date < todayIso()) errors.date = 'The date must be today or later';
  }
  return errors;
}

/** The body the server takes: the default expiry is left to it, "never" is null. */
export function linkInputOf(values: FormValues, today: string): PortalLinkInput {
  const expiresAt =
    values.expiry === 'never'
      ? null
      : values.expiry === 'date'
        ? values.date
        : values.expiry === String(PORTAL_LINK_DEFAULT_DAYS)
          ? undefined
          : addDays(today, Number(values.expiry));
  return {
    label: values.label.trim() || undefined,
    contactEmail: values.contactEmail.trim() || undefined,
    ...(expiresAt === undefined ? {} : { expiresAt }),
    showInvoices: values.showInvoices,
  };
}

interface NewPortalLinkFormProps {
  projectId: string;
  /** Called with the answer, which holds the URL shown this once. */
  onCreated: (link: PortalLinkCreated) => void;
  onCancel: () => void;
}

/** Who the link is for, how long it works and whether it shows invoices. */
export function NewPortalLinkForm({ projectId, onCreated, onCancel }: NewPortalLinkFormProps) {
  const create = useCreatePortalLink(projectId);
  const form = useForm<FormValues>({
    initialValues: {
      label: '',
      contactEmail: '',
      expiry: String(PORTAL_LINK_DEFAULT_DAYS),
      date: null,
      showInvoices: false,
    },
    validate,
  });

  const submit = form.onSubmit((values) =>
    create.mutate(linkInputOf(values, todayIso()), { onSuccess: onCreated }),
  );

  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        <TextInput
          label="Label (optional)"
          description="Who the link is for, e.g. Dana's phone"
          data-autofocus
          {...form.getInputProps('label')}
        />
        <TextInput
          label="Client e-mail (optional)"
          description="When e-mail is set up in Settings, the link is sent there."
          type="email"
          {...form.getInputProps('contactEmail')}
        />
        <Select
          label="Link stops working"
          data={EXPIRY_CHOICES}
          allowDeselect={false}
          {...form.getInputProps('expiry')}
        />
        {form.values.expiry === 'date' && (
          <DateField
            label="Last day the link works"
            required
            minDate={todayIso()}
            {...form.getInputProps('date')}
          />
        )}
        <Switch
          label="Show the project's invoices"
          description="Number, date, amount, status and a PDF of each invoice of this project."
          {...form.getInputProps('showInvoices', { type: 'checkbox' })}
        />
        {create.isError && (
          <Alert color="red" role="alert">
            {errorMessage(create.error, 'Failed to create the link. Please try again.')}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel} disabled={create.isPending}>
            Cancel
          </Button>
          <Button type="submit" loading={create.isPending}>
            Create link
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
