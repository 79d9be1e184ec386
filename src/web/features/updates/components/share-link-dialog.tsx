import { Alert, Anchor, Button, Code, Group, Modal, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconCheck, IconCopy } from '@tabler/icons-react';
import { Link } from 'react-router';
import { paths } from '../../../lib/paths';
import { useCopied } from '../../../lib/copy-text';
import { useSharingSettings } from '../api/get-sharing-settings';

export const shareUrl = (path: string) => `${window.location.origin}${path}`;

interface ShareLinkDialogProps {
  opened: boolean;
  onClose: () => void;
  /** A single update to link to; without it, the example single link is described. */
  updateId?: string | null;
}

/** The two public links: all updates, and one update. */
export function ShareLinkDialog({ opened, onClose, updateId }: ShareLinkDialogProps) {
  const sharing = useSharingSettings();
  const { copy, isCopied } = useCopied();
  const links = [
    {
      key: 'daily',
      label: 'All updates',
      url: shareUrl(paths.shareDaily),
      off: sharing.data?.allUpdates === false,
    },
    {
      key: 'single',
      label: 'Single update',
      url: shareUrl(paths.shareUpdate(updateId ?? '{id}')),
      off: false,
      example: !updateId,
    },
  ];

  const copyLink = async (key: string, url: string) => {
    if (await copy(url, key)) {
      notifications.show({
        title: 'Link copied!',
        message: 'Share link has been copied to clipboard',
        color: 'green',
      });
    }
  };

  return (
    <Modal opened={opened} onClose={onClose} title="Share Project Updates" size="lg">
      <Stack>
        <Text size="sm">
          These public links can be viewed without logging in. Anyone with a link can see the shared
          updates, their notes, checklists and photos.
        </Text>
        <Text size="sm" c="dimmed">
          Updates marked Internal never appear on them. To show a client only their own project, use{' '}
          <Anchor component={Link} to={paths.projects}>
            Client portal
          </Anchor>{' '}
          on the project&apos;s card instead: a private link you can revoke.
        </Text>
        {sharing.data?.enabled === false && (
          <Alert color="yellow">
            Sharing is turned off, so these links show nothing. Turn it on in{' '}
            <Anchor component={Link} to={paths.settingsSection('sharing')}>
              Settings
            </Anchor>
            .
          </Alert>
        )}
        {links.map((link) => (
          <Stack key={link.key} gap={4}>
            <Text size="sm" fw={600}>
              {link.label}
            </Text>
            <Group gap="xs" wrap="nowrap" align="center">
              <Code style={{ flex: 1, overflowWrap: 'anywhere' }}>{link.url}</Code>
              {!link.example && (
                <Button
                  size="xs"
                  variant="light"
                  onClick={() => void copyLink(link.key, link.url)}
                  leftSection={
                    isCopied(link.key) ? <IconCheck size={14} /> : <IconCopy size={14} />
                  }
                  aria-label={`Copy ${link.label.toLowerCase()} link`}
                >
                  {isCopied(link.key) ? 'Copied' : 'Copy'}
                </Button>
              )}
            </Group>
            {link.example && (
              <Text size="xs" c="dimmed">
                Use the share button on an update to copy its own link.
              </Text>
            )}
            {link.off && (
              <Text size="xs" c="dimmed">
                The all-updates page is turned off in Settings; single-update links still work.
              </Text>
            )}
          </Stack>
        ))}
      </Stack>
    </Modal>
  );
}
