import { Badge, Button, Card, Group, Stack, Text } from '@mantine/core';
import { IconEye, IconRefresh, IconTrash } from '@tabler/icons-react';
import type { PortalLink } from '../../../../core/schemas/portal';
import touch from '../../../components/touch-target.module.css';
import { useLocale } from '../../../lib/use-locale';
import { viewedAgo } from '../viewed-ago';

const STATUS_BADGES: Record<PortalLink['status'], { label: string; color: string }> = {
  active: { label: 'Active', color: 'green' },
  expired: { label: 'Expired', color: 'orange' },
  revoked: { label: 'Revoked', color: 'gray' },
};

/** What the owner calls the link: its label, else its contact, else when it was made. */
export function linkName(link: PortalLink, formatDate: (isoDate: string) => string): string {
  return link.label ?? link.contactEmail ?? `Link of ${formatDate(link.createdAt)}`;
}

interface PortalLinkItemProps {
  link: PortalLink;
  onViews: () => void;
  onRotate: () => void;
  onRevoke: () => void;
}

/** One link: who it is for, until when, views; history, new address and revoke. */
export function PortalLinkItem({ link, onViews, onRotate, onRevoke }: PortalLinkItemProps) {
  const { formatDate } = useLocale();
  const name = linkName(link, formatDate);
  const badge = STATUS_BADGES[link.status];
  const expiry =
    link.status === 'revoked'
      ? `Revoked ${formatDate(link.revokedAt)}`
      : link.expiresAt === null
        ? 'Never expires'
        : link.status === 'expired'
          ? `Expired after ${formatDate(link.expiresAt)}`
          : `Works until ${formatDate(link.expiresAt)}`;
  return (
    <Card withBorder padding="sm" component="li" data-testid="portal-link" aria-label={name}>
      <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
        <Stack gap={2} style={{ minWidth: 0 }}>
          <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
            {name}
          </Text>
          {link.label && link.contactEmail && (
            <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
              {link.contactEmail}
            </Text>
          )}
        </Stack>
        <Badge color={badge.color} variant="light" style={{ flexShrink: 0 }}>
          {badge.label}
        </Badge>
      </Group>
      <Stack gap={2} mt={6}>
        <Text size="sm">{expiry}</Text>
        <Text size="sm" data-testid="portal-link-viewed">
          {viewedAgo(link.lastViewedAt, formatDate)}
          {link.viewCount > 0 && ` (${link.viewCount} ${link.viewCount === 1 ? 'view' : 'views'})`}
        </Text>
        {link.showInvoices && (
          <Text size="sm" c="dimmed">
            Shows invoices
          </Text>
        )}
      </Stack>
      <Group gap="xs" mt="sm">
        <Button
          size="xs"
          variant="subtle"
          className={touch.target}
          leftSection={<IconEye size={16} />}
          onClick={onViews}
          aria-label={`History of ${name}`}
        >
          History
        </Button>
        {link.status !== 'revoked' && (
          <>
            <Button
              size="xs"
              variant="subtle"
              className={touch.target}
              leftSection={<IconRefresh size={16} />}
              onClick={onRotate}
              aria-label={`New address for ${name}`}
            >
              New address
            </Button>
            <Button
              size="xs"
              variant="subtle"
              color="red"
              className={touch.target}
              leftSection={<IconTrash size={16} />}
              onClick={onRevoke}
              aria-label={`Revoke ${name}`}
            >
              Revoke
            </Button>
          </>
        )}
      </Group>
    </Card>
  );
}
