import { Badge } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';

/** Marks an update only the team sees: never on the client portal, share pages or client e-mails. */
export function InternalBadge() {
  return (
    <Badge
      variant="light"
      color="orange"
      size="sm"
      tt="none"
      leftSection={<IconLock size={12} aria-hidden />}
      title="Only your team sees this update"
      data-testid="internal-badge"
      data-part="internal"
    >
      Internal
    </Badge>
  );
}
