import { ActionIcon, Alert, Anchor, Group, Stack, Text, TextInput, Tooltip } from '@mantine/core';
import { IconCheck, IconCopy, IconExternalLink } from '@tabler/icons-react';
import type { PortalLinkCreated } from '../../../../core/schemas/portal';
import { useCopied } from '../../../lib/copy-text';

/** A new link's full URL: shown this once (only its hash is stored), with a copy button. */
export function PortalLinkUrl({ link, rotated }: { link: PortalLinkCreated; rotated: boolean }) {
  const { copy, isCopied } = useCopied();
  const copied = isCopied(link.url);
  return (
    <Stack gap="sm">
      <Text size="sm">
        {rotated
          ? 'The old address no longer works. Send this new one to your client:'
          : 'Send this link to your client. Whoever has it sees this project, without signing in.'}
      </Text>
      <Group gap="xs" wrap="nowrap" align="flex-end">
        <TextInput
          label="Project page link"
          value={link.url}
          readOnly
          onFocus={(event) => event.currentTarget.select()}
          style={{ flex: 1, minWidth: 0 }}
          data-testid="portal-link-url"
        />
        <Tooltip label={copied ? 'Copied' : 'Copy link'}>
          <ActionIcon
            size={44}
            variant={copied ? 'filled' : 'default'}
            color={copied ? 'green' : undefined}
            aria-label={copied ? 'Copied' : 'Copy link'}
            onClick={() => void copy(link.url)}
          >
            {copied ? <IconCheck size={18} /> : <IconCopy size={18} />}
          </ActionIcon>
        </Tooltip>
      </Group>
      <Anchor href={link.url} target="_blank" rel="noopener noreferrer" size="sm">
        <Group gap={4} component="span" wrap="nowrap">
          Preview the client&apos;s page
          <IconExternalLink size={14} aria-hidden />
        </Group>
      </Anchor>
      {link.emailedTo && (
        <Text size="sm" c="green">
          E-mailed to {link.emailedTo}.
        </Text>
      )}
      {link.emailError && (
        <Alert color="orange" variant="light" p="xs" title="The e-mail was not sent">
          <Text size="sm">{link.emailError} The link works: copy it and send it yourself.</Text>
        </Alert>
      )}
      <Alert color="yellow" variant="light" p="xs">
        <Text size="sm">
          This link is shown only now. Lost it? Use &quot;New address&quot; on the link to make a
          fresh one.
        </Text>
      </Alert>
    </Stack>
  );
}
