import { Center, Text } from '@mantine/core';

// Placeholder until the share pages' issue lands.
export default function SharePage() {
  return (
    <Center mih="60vh">
      <Text c="dimmed">Shared updates are on their way.</Text>
    </Center>
  );
}
