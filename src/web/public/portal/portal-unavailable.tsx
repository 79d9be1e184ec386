import { Card, Stack, Text, Title } from '@mantine/core';

/**
 * A revoked, unknown (404) or expired (410) link: a friendly page that names nothing of
 * the project, only what to do next.
 */
export function PortalUnavailable({ expired }: { expired: boolean }) {
  return (
    <Card withBorder padding="xl">
      <Stack align="center" gap="xs">
        <Title order={1} size="h3" ta="center">
          {expired ? 'This link has expired' : 'This link is not available'}
        </Title>
        <Text c="dimmed" ta="center">
          Please ask your contractor for a new link to your project page.
        </Text>
      </Stack>
    </Card>
  );
}
