import {
  ActionIcon,
  Alert,
  Button,
  Card,
  Group,
  NumberInput,
  Select,
  Stack,
  Switch,
  Text,
  Title,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useState, type FormEvent } from 'react';
import { MAX_TERMS_DAYS } from '../../../../core/schemas/invoice';
import {
  DEFAULT_INVOICE_SETTINGS,
  describeReminderStep,
  invoiceSettingsSchema,
  MAX_REMINDER_STEPS,
  REMINDER_HOUR,
  type InvoiceSettings,
} from '../../../../core/schemas/invoice-settings';
import touch from '../../../components/touch-target.module.css';
import { errorMessage } from '../../../lib/api-client';
import { useInvoiceSettings, useSaveInvoiceSettings } from '../api/invoice-settings';
import { useCanSeeMoney } from '../use-can-see-money';

type When = 'before' | 'on' | 'after';

interface StepDraft {
  key: number;
  days: number | string;
  when: When;
}

let nextKey = 0;
const draftOf = (step: number): StepDraft => ({
  key: ++nextKey,
  days: Math.abs(step),
  when: step < 0 ? 'before' : step > 0 ? 'after' : 'on',
});
const stepOf = (draft: StepDraft) =>
  draft.when === 'on' ? 0 : (draft.when === 'before' ? -1 : 1) * Number(draft.days);

/** Settings > Payment terms and reminders: default terms and the reminder e-mails. */
export function InvoicingSettingsCard() {
  const canSeeMoney = useCanSeeMoney();
  const settings = useInvoiceSettings({ enabled: canSeeMoney });
  if (!canSeeMoney) return null;
  return (
    <Card withBorder padding="lg" data-testid="invoicing-settings-card">
      <Title order={2} size="h4">
        Payment terms and reminders
      </Title>
      <Text size="sm" c="dimmed" mb="md">
        New invoices are due this many days after their date. Reminders are e-mailed to the client
        for invoices still owed, from {REMINDER_HOUR} your time, through the e-mail server set up
        under Settings, E-mail.
      </Text>
      {settings.isPending ? (
        <Text c="dimmed">Loading settings...</Text>
      ) : settings.isError ? (
        <Alert color="red" role="alert">
          {errorMessage(settings.error, 'Failed to load the settings. Please reload the page.')}
        </Alert>
      ) : (
        <InvoicingForm saved={settings.data} />
      )}
    </Card>
  );
}

function InvoicingForm({ saved }: { saved: InvoiceSettings }) {
  const save = useSaveInvoiceSettings();
  const [terms, setTerms] = useState<number | string>(saved.defaultTermsDays);
  const [enabled, setEnabled] = useState(saved.reminders.enabled);
  const [steps, setSteps] = useState<StepDraft[]>(() => saved.reminders.steps.map(draftOf));
  const [error, setError] = useState<string | undefined>();

  const change = (key: number, patch: Partial<StepDraft>) =>
    setSteps((list) => list.map((step) => (step.key === key ? { ...step, ...patch } : step)));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = invoiceSettingsSchema.safeParse({
      defaultTermsDays: terms === '' ? Number.NaN : Number(terms),
      reminders: { enabled, steps: steps.map(stepOf) },
    });
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      const text = issue?.message ?? 'Check the values';
      setError(
        issue?.path[0] === 'defaultTermsDays' ? `Payment terms: ${text}` : `Reminders: ${text}`,
      );
      return;
    }
    setError(undefined);
    save.mutate(parsed.data, {
      onSuccess: (result) => {
        setSteps(result.reminders.steps.map(draftOf));
        notifications.show({
          title: 'Settings saved',
          message: 'Payment terms and reminders have been saved.',
          color: 'green',
        });
      },
      onError: (failure) => setError(errorMessage(failure, 'Failed to save the settings.')),
    });
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        <NumberInput
          label="Default payment terms (days)"
          description="Each invoice can have its own terms; this is where new ones start."
          min={0}
          max={MAX_TERMS_DAYS}
          allowDecimal={false}
          allowNegative={false}
          required
          value={terms}
          onChange={setTerms}
          maw={260}
        />
        <Switch
          label="E-mail payment reminders"
          description="To the client's e-mail address, for issued invoices that are not fully paid."
          checked={enabled}
          onChange={(event) => setEnabled(event.currentTarget.checked)}
        />
        <Stack gap="xs" aria-label="Reminder steps" role="group">
          {steps.length === 0 && (
            <Text size="sm" c="dimmed">
              No reminder steps.
            </Text>
          )}
          {steps.map((step, index) => (
            <Group key={step.key} gap="xs" align="flex-end" wrap="wrap" data-testid="reminder-step">
              <NumberInput
                label={`Reminder ${index + 1}: days`}
                min={0}
                max={365}
                allowDecimal={false}
                allowNegative={false}
                disabled={step.when === 'on'}
                value={step.when === 'on' ? 0 : step.days}
                onChange={(days) => change(step.key, { days })}
                w={150}
              />
              <Select
                label={`Reminder ${index + 1}: when`}
                allowDeselect={false}
                data={[
                  { value: 'before', label: 'before the due date' },
                  { value: 'on', label: 'on the due date' },
                  { value: 'after', label: 'after the due date' },
                ]}
                value={step.when}
                onChange={(when) => when && change(step.key, { when: when as When })}
                w={200}
              />
              <ActionIcon
                variant="subtle"
                color="red"
                size="lg"
                className={touch.target}
                aria-label={`Remove reminder ${index + 1} (${describeReminderStep(stepOf(step))})`}
                onClick={() => setSteps((list) => list.filter((item) => item.key !== step.key))}
              >
                <IconTrash size={16} />
              </ActionIcon>
            </Group>
          ))}
          {steps.length < MAX_REMINDER_STEPS && (
            <Button
              variant="default"
              size="xs"
              leftSection={<IconPlus size={14} />}
              style={{ alignSelf: 'flex-start' }}
              onClick={() =>
                setSteps((list) => [
                  ...list,
                  draftOf(
                    DEFAULT_INVOICE_SETTINGS.reminders.steps.find(
                      (candidate) => !list.some((item) => stepOf(item) === candidate),
                    ) ?? 30,
                  ),
                ])
              }
            >
              Add reminder step
            </Button>
          )}
        </Stack>
        {error && (
          <Alert color="red" role="alert">
            {error}
          </Alert>
        )}
        <Button type="submit" loading={save.isPending} style={{ alignSelf: 'flex-start' }}>
          Save payment terms and reminders
        </Button>
      </Stack>
    </form>
  );
}
