import { Button, Center, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { paths } from '../lib/paths';

export default function NotFoundPage() {
  return (
    <Center mih="60vh">
      <Stack align="center" gap="sm">
        <Title order={1} fz={72} c="dimmed">
          404
        </Title>
        <Text size="lg">Page not found</Text>
        <Button component={Link} to={paths.dashboard}>
          Back to Dashboard
        </Button>
      </Stack>
    </Center>
  );
}
