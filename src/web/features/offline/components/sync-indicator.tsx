import { Button, Group, Tooltip } from '@mantine/core';
import { IconCloudOff, IconCloudUpload, IconAlertTriangle } from '@tabler/icons-react';
import { useState } from 'react';
import { outboxCounts } from '../outbox-schedule';
import { useOnline, useOutboxEntries } from '../use-outbox';
import { SyncPanel } from './sync-panel';

/**
 * The header's sync state: offline, how many entries wait and how many failed. Hidden
 * when online with nothing waiting. Opens the sync panel.
 */
export function SyncIndicator() {
  const entries = useOutboxEntries();
  const online = useOnline();
  const [opened, setOpened] = useState(false);
  const { queued, failed } = outboxCounts(entries);
  if (online && entries.length === 0 && !opened) return null;

  const parts = [
    online ? null : 'Offline',
    `${queued} waiting to send`,
    failed > 0 ? `${failed} failed` : null,
  ].filter(Boolean);
  const label = parts.join(', ');
  const Icon = online ? IconCloudUpload : IconCloudOff;
  return (
    <>
      <Tooltip label={label} openDelay={500}>
        <Button
          variant="light"
          color={failed > 0 ? 'red' : online ? 'blue' : 'gray'}
          size="sm"
          px="xs"
          mih={36}
          leftSection={<Icon size={18} aria-hidden />}
          aria-label={`Sync: ${label}`}
          aria-haspopup="dialog"
          onClick={() => setOpened(true)}
        >
          <Group gap={4} wrap="nowrap" aria-hidden>
            <span>{queued}</span>
            {failed > 0 && (
              <>
                <IconAlertTriangle size={16} />
                <span>{failed}</span>
              </>
            )}
          </Group>
        </Button>
      </Tooltip>
      <SyncPanel opened={opened} onClose={() => setOpened(false)} />
    </>
  );
}
