import { Center, Loader } from '@mantine/core';

export function PageLoader() {
  return (
    <Center mih="40vh" aria-busy="true" aria-label="Loading">
      <Loader size="sm" />
    </Center>
  );
}
