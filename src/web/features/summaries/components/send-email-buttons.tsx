import { Button, Group } from '@mantine/core';

interface SendEmailButtonsProps {
  onCancel: () => void;
  /** False disables Send Email (no recipient yet). */
  canSend: boolean;
  sending: boolean;
}

/** Cancel and Send Email at the foot of the e-mail dialogs. */
export function SendEmailButtons({ onCancel, canSend, sending }: SendEmailButtonsProps) {
  return (
    <Group justify="flex-end">
      <Button variant="default" onClick={onCancel}>
        Cancel
      </Button>
      <Button type="submit" disabled={!canSend || sending}>
        {sending ? 'Sending...' : 'Send Email'}
      </Button>
    </Group>
  );
}
