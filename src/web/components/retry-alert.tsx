import { Alert, Button } from '@mantine/core';

/** A part of a screen whose data could not load: says which, and asks again on a tap. */
export function RetryAlert({ title, onRetry }: { title: string; onRetry: () => unknown }) {
  return (
    <Alert color="red" title={title}>
      <Button size="xs" variant="light" onClick={() => void onRetry()}>
        Try again
      </Button>
    </Alert>
  );
}
