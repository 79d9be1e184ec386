import { Button, Group, Text, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { errorMessage } from '../../../lib/api-client';
import { useSendTestEmail } from '../api/send-test-email';

/** Sends one message through the saved settings, to prove they work. */
export function TestEmailForm({ disabled }: { disabled: boolean }) {
  const [recipient, setRecipient] = useState('');
  const send = useSendTestEmail();

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const to = recipient.trim();
    if (!to) return;
    send.mutate(to, {
      onSuccess: () =>
        notifications.show({
          title: 'Test e-mail sent',
          message: `Check the inbox of ${to}.`,
          color: 'green',
        }),
      onError: (error) =>
        notifications.show({
          title: 'Test e-mail failed',
          message: errorMessage(error, 'Failed to send the test e-mail.'),
          color: 'red',
        }),
    });
  };

  return (
    <form onSubmit={submit} noValidate>
      <Text fw={600} size="sm">
        Send test e-mail
      </Text>
      <Text size="xs" c="dimmed" mb="xs">
        {disabled ? 'Save the settings above first.' : 'Uses the saved settings.'}
      </Text>
      <Group align="flex-end" gap="sm">
        <TextInput
          label="Test recipient"
          type="email"
          placeholder="you@example.com"
          value={recipient}
          onChange={(event) => setRecipient(event.currentTarget.value)}
          style={{ flex: 1, minWidth: 200 }}
        />
        <Button
          type="submit"
          variant="default"
          loading={send.isPending}
          disabled={disabled || !recipient.trim()}
        >
          Send test e-mail
        </Button>
      </Group>
    </form>
  );
}
