import { Modal, Paper, Stack, Text, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import type { SummaryPeriod } from '../../../../core/summary-format';
import { DraftNotice } from '../../../components/draft-notice';
import { errorMessage } from '../../../lib/api-client';
import { useDialogDraft } from '../../../lib/use-dialog-draft';
import { useEmailPreview } from '../api/get-email-preview';
import { useSendSummaryEmail } from '../api/send-summary-email';
import { isMailNotSetUpError, MailNotSetUpAlert, useMailNotSetUp } from '../../mail';
import { RecipientFields } from './recipient-fields';
import { SendEmailButtons } from './send-email-buttons';

interface EmailSummaryDialogProps {
  opened: boolean;
  onClose: () => void;
  period: SummaryPeriod;
}

const periodLabel = (period: SummaryPeriod) => (period === 'daily' ? 'Daily' : 'Weekly');

export function EmailSummaryDialog({ opened, onClose, period }: EmailSummaryDialogProps) {
  const send = useSendSummaryEmail();
  // The e-mail's own count: the dashboard's summary counts internal updates too.
  const preview = useEmailPreview(period, opened);
  const notSetUp = useMailNotSetUp(opened);
  const form = useForm({
    initialValues: { recipient: '', subject: '', customMessage: '' },
  });
  const recipient = form.getValues().recipient.trim();
  // The message is kept until sent or discarded (decision 185).
  const draft = useDialogDraft(opened ? `summary-email:${period}` : null, form.values, {
    dirty: form.isDirty(),
    restore: (saved) => form.setValues(saved),
    reset: () => form.reset(),
  });

  const close = () => {
    form.reset();
    onClose();
  };

  const submit = form.onSubmit((values) => {
    if (!values.recipient.trim()) {
      notifications.show({
        title: 'Email required',
        message: 'Please enter a recipient email address.',
        color: 'red',
      });
      return;
    }
    send.mutate(
      {
        recipient: values.recipient.trim(),
        subject: values.subject.trim(),
        customMessage: values.customMessage.trim(),
        period,
      },
      {
        onSuccess: () => {
          notifications.show({
            title: 'Email sent!',
            message: 'The project summary has been sent successfully.',
            color: 'green',
          });
          draft.clear();
          close();
        },
        onError: (error) => {
          const detail = errorMessage(error, '');
          // A configuration problem: say what to fix, not "try again".
          if (isMailNotSetUpError(error)) {
            notifications.show({ title: 'E-mail is not set up', message: detail, color: 'red' });
            return;
          }
          notifications.show({
            title: 'Error',
            message: `Failed to send email. Please try again.${detail ? ` ${detail}` : ''}`,
            color: 'red',
          });
        },
      },
    );
  });

  return (
    <Modal opened={opened} onClose={close} title="Email Project Summary" size="lg">
      <form onSubmit={submit} noValidate>
        <Stack>
          <DraftNotice draft={draft} />
          {notSetUp && <MailNotSetUpAlert what="Summaries" />}
          <RecipientFields
            getInputProps={form.getInputProps}
            subjectPlaceholder={`${periodLabel(period)} Project Update Summary`}
          />
          <Textarea
            label="Custom Message"
            placeholder="Add a personal note (optional)"
            rows={4}
            {...form.getInputProps('customMessage')}
          />
          <Paper withBorder p="sm" radius="md" bg="var(--mantine-color-default-hover)">
            <Text fw={600} size="sm" mb={4}>
              Preview
            </Text>
            <Text size="sm">Period: {periodLabel(period)}</Text>
            <Text size="sm">Updates included: {preview.data?.count ?? '…'}</Text>
            <Text size="xs" c="dimmed">
              Internal updates stay out of e-mails.
            </Text>
            <Text size="sm">Format: Professional HTML format</Text>
          </Paper>
          <SendEmailButtons
            onCancel={close}
            canSend={Boolean(recipient) && !notSetUp}
            sending={send.isPending}
          />
        </Stack>
      </form>
    </Modal>
  );
}
