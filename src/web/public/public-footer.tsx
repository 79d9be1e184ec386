import { Anchor, Container, Divider, Group, Text } from '@mantine/core';

export const CONTACT_EMAIL = 'hello@sitebook.app';

export function PublicFooter() {
  return (
    <footer>
      <Divider />
      <Container size="lg" py="lg">
        <Group justify="space-between" gap="xs">
          <Text size="sm" c="dimmed">
            © {new Date().getFullYear()} Sitebook. Engineering and construction services.
          </Text>
          <Text size="sm" c="dimmed">
            Contact: <Anchor href={`mailto:${CONTACT_EMAIL}`}>{CONTACT_EMAIL}</Anchor>
          </Text>
        </Group>
      </Container>
    </footer>
  );
}
