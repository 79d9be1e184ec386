import { ActionIcon, Alert, Group, Stack, Text, TextInput, Tooltip } from '@mantine/core';
import { IconCheck, IconCopy } from '@tabler/icons-react';
import { INVITATION_DAYS } from '../../../../core/schemas/team';
import { useCopied } from '../../../lib/copy-text';

/** The invitation link, shown once, with a copy button. */
export function InviteLinkPanel({ name, inviteUrl }: { name: string; inviteUrl: string }) {
  const { copy, isCopied } = useCopied();
  const copied = isCopied(inviteUrl);
  return (
    <Stack gap="sm">
      <Text size="sm">
        Send this link to {name}. It works once, for {INVITATION_DAYS} days: they open it, choose a
        password and are signed in.
      </Text>
      <Group gap="xs" wrap="nowrap" align="flex-end">
        <TextInput
          label="Invitation link"
          value={inviteUrl}
          readOnly
          onFocus={(event) => event.currentTarget.select()}
          style={{ flex: 1, minWidth: 0 }}
          data-testid="invite-url"
        />
        <Tooltip label={copied ? 'Copied' : 'Copy link'}>
          <ActionIcon
            size={44}
            variant={copied ? 'filled' : 'default'}
            color={copied ? 'green' : undefined}
            aria-label={copied ? 'Copied' : 'Copy link'}
            onClick={() => void copy(inviteUrl)}
          >
            {copied ? <IconCheck size={18} /> : <IconCopy size={18} />}
          </ActionIcon>
        </Tooltip>
      </Group>
      <Alert color="yellow" variant="light" p="xs">
        <Text size="sm">
          The link is shown only now. If e-mail is set up and they have an address, it was also
          e-mailed to them. Lost it? Make a new link from the team list.
        </Text>
      </Alert>
    </Stack>
  );
}
