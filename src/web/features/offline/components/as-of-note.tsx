import { Alert } from '@mantine/core';
import { IconCloudOff } from '@tabler/icons-react';
import { useLocale } from '../../../lib/use-locale';
import { useOnline } from '../use-outbox';

/** With no connection, says how old the list on screen is (decision 195). */
export function AsOfNote({ updatedAt, what }: { updatedAt: number | undefined; what: string }) {
  const online = useOnline();
  const { formatDateTime } = useLocale();
  if (online || !updatedAt) return null;
  return (
    <Alert
      color="gray"
      variant="light"
      icon={<IconCloudOff size={18} />}
      mb="md"
      role="status"
      title="You are offline"
    >
      {`Showing ${what} as of ${formatDateTime(new Date(updatedAt).toISOString())}. New entries are kept on this device and sent when the connection returns.`}
    </Alert>
  );
}
