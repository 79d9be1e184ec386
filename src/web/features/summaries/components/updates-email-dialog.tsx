import { List, Modal, Paper, Select, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { useEffect } from 'react';
import { ApiError } from '../../../lib/api-client';
import { useEmailOptions } from '../api/get-email-options';
import { useSendUpdatesEmail } from '../api/send-updates-email';
import { isMailNotSetUpError, MailNotSetUpAlert, useMailNotSetUp } from '../../mail';
import { RecipientFields } from './recipient-fields';
import { SendEmailButtons } from './send-email-buttons';

interface UpdatesEmailDialogProps {
  opened: boolean;
  onClose: () => void;
}

// Spec section 8: the server's message or details, else the provider hint.
function failureMessage(error: unknown): string {
  if (error instanceof ApiError) {
    if (error.serverMessage) return error.serverMessage;
    try {
      const { details } = JSON.parse(error.bodyText) as { details?: unknown };
      if (typeof details === 'string' && details) return details;
    } catch {
      // Not JSON: fall through to the generic text.
    }
  }
  return 'Failed to send email. Please check the email provider configuration.';
}

/** The Email dialog of /updates: the updates, optionally of one project, by e-mail. */
export function UpdatesEmailDialog({ opened, onClose }: UpdatesEmailDialogProps) {
  const options = useEmailOptions(opened);
  const send = useSendUpdatesEmail();
  const notSetUp = useMailNotSetUp(opened);
  const form = useForm({
    initialValues: { recipient: '', subject: '', filterProject: 'all' },
  });
  const senderName = options.data?.senderName;

  // The default subject names the sender once it is known, unless already edited.
  useEffect(() => {
    if (senderName && !form.isDirty('subject')) {
      form.setInitialValues({
        ...form.getInitialValues(),
        subject: `Project Updates - ${senderName}`,
      });
      form.setFieldValue('subject', `Project Updates - ${senderName}`);
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only when the name arrives
  }, [senderName]);

  const close = () => {
    form.reset();
    onClose();
  };

  const submit = form.onSubmit((values) => {
    const recipient = values.recipient.trim();
    if (!recipient) return;
    send.mutate(
      { recipient, subject: values.subject.trim(), filterProject: values.filterProject },
      {
        onSuccess: () => {
          notifications.show({
            title: 'Email sent!',
            message: `Project updates have been emailed to ${recipient}`,
            color: 'green',
          });
          close();
        },
        onError: (error) => {
          notifications.show({
            title: isMailNotSetUpError(error) ? 'E-mail is not set up' : 'Email Error',
            message: failureMessage(error),
            color: 'red',
          });
        },
      },
    );
  });

  const projectOptions = [
    { value: 'all', label: 'All Projects' },
    ...(options.data?.projects ?? []).map((name) => ({ value: name, label: name })),
  ];

  return (
    <Modal opened={opened} onClose={close} title="Email Project Updates" size="lg">
      <form onSubmit={submit} noValidate>
        <Stack>
          {notSetUp && <MailNotSetUpAlert what="Updates" />}
          <RecipientFields getInputProps={form.getInputProps} />
          <Select
            label="Project"
            data={projectOptions}
            allowDeselect={false}
            searchable
            nothingFoundMessage="No matching project"
            {...form.getInputProps('filterProject')}
          />
          <Paper withBorder p="sm" radius="md" bg="var(--mantine-color-default-hover)">
            <Text size="sm" fw={600} mb={4}>
              The email will include:
            </Text>
            <List size="sm" spacing={2}>
              <List.Item>A bullet summary of each update</List.Item>
              <List.Item>Project name, date and notes</List.Item>
              <List.Item>Attached file references</List.Item>
              <List.Item>Branded, professional formatting</List.Item>
            </List>
          </Paper>
          <SendEmailButtons
            onCancel={close}
            canSend={Boolean(form.getValues().recipient.trim()) && !notSetUp}
            sending={send.isPending}
          />
        </Stack>
      </form>
    </Modal>
  );
}
