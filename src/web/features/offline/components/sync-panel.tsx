import {
  Alert,
  Button,
  Drawer,
  Group,
  Paper,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { useLocale } from '../../../lib/use-locale';
import { outbox } from '../outbox';
import { EDITABLE_FIELD, withFixedText } from '../outbox-edit';
import { outboxCounts } from '../outbox-schedule';
import type { OutboxEntry } from '../outbox-types';
import { useOnline, useOutboxEntries } from '../use-outbox';
import { WaitingBadge } from './pending-entries';

const kindLabel = (entry: OutboxEntry) => (entry.kind === 'task' ? 'Task' : 'Update');

function FixForm({ entry, onDone }: { entry: OutboxEntry; onDone: () => void }) {
  const field = EDITABLE_FIELD[entry.kind];
  const [text, setText] = useState(entry.summary.text);
  const [sending, setSending] = useState(false);
  const Field = entry.kind === 'task' ? TextInput : Textarea;
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        setSending(true);
        void outbox
          .retry(entry.id, (current) => withFixedText(current, text))
          .finally(() => {
            setSending(false);
            onDone();
          });
      }}
    >
      <Stack gap="xs">
        <Field
          label={field.label}
          value={text}
          onChange={(event) => setText(event.currentTarget.value)}
          autosize={entry.kind === 'update' ? true : undefined}
          minRows={entry.kind === 'update' ? 3 : undefined}
          data-autofocus
        />
        <Group justify="flex-end" gap="xs">
          <Button variant="default" onClick={onDone} disabled={sending}>
            Cancel
          </Button>
          <Button type="submit" loading={sending}>
            Retry
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

function EntryRow({ entry }: { entry: OutboxEntry }) {
  const { formatDate } = useLocale();
  const [fixing, setFixing] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [discarding, setDiscarding] = useState(false);
  const { text, project, date, photos } = entry.summary;
  const discard = () => {
    setDiscarding(true);
    void outbox.discard(entry.id).then(() => {
      setDiscarding(false);
      setConfirming(false);
      notifications.show({
        title: 'Discarded',
        message: `The ${kindLabel(entry).toLowerCase()} was not sent.`,
      });
    });
  };
  return (
    <Paper withBorder p="sm" component="li" aria-label={`${kindLabel(entry)}: ${text}`}>
      <Stack gap={6}>
        <Group justify="space-between" gap="xs" wrap="wrap">
          <Text fw={600} size="sm">
            {kindLabel(entry)} · {project}
            {date ? ` · ${formatDate(date)}` : ''}
          </Text>
          <WaitingBadge entry={entry} />
        </Group>
        <Text size="sm" lineClamp={3} style={{ overflowWrap: 'anywhere' }}>
          {text || '(no note)'}
        </Text>
        {photos > 0 && (
          <Text size="xs" c="dimmed">
            {photos === 1 ? '1 photo' : `${photos} photos`}
          </Text>
        )}
        {entry.status === 'failed' ? (
          <Alert color="red" variant="light" p="xs" title="The server refused it">
            {entry.error}
          </Alert>
        ) : (
          entry.attempts > 0 && (
            <Text size="xs" c="dimmed">
              {`Tried ${entry.attempts} ${entry.attempts === 1 ? 'time' : 'times'}: ${entry.error ?? 'no answer'}. It will try again by itself.`}
            </Text>
          )
        )}
        {entry.status === 'failed' &&
          (fixing ? (
            <FixForm entry={entry} onDone={() => setFixing(false)} />
          ) : (
            <Group gap="xs" justify="flex-end">
              <Button variant="default" color="red" onClick={() => setConfirming(true)}>
                Discard
              </Button>
              <Button onClick={() => setFixing(true)}>Fix and retry</Button>
            </Group>
          ))}
      </Stack>
      <ConfirmDialog
        opened={confirming}
        title={`Discard this ${kindLabel(entry).toLowerCase()}?`}
        message="It was never sent: discarding it removes it from this device for good."
        confirmLabel="Discard"
        loading={discarding}
        onConfirm={discard}
        onClose={() => setConfirming(false)}
      />
    </Paper>
  );
}

/** The queued and failed entries, with fix, retry and discard (decision 195). */
export function SyncPanel({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const entries = useOutboxEntries();
  const online = useOnline();
  const phone = useMediaQuery('(max-width: 36em)');
  const { queued, failed } = outboxCounts(entries);
  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      position="right"
      closeButtonProps={{ 'aria-label': 'Close panel' }}
      size={phone ? '100%' : 'md'}
      title={
        <Title order={2} size="h4">
          Waiting to send
        </Title>
      }
    >
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          {online
            ? 'Entries made with no signal are sent by themselves, in the order they were made.'
            : 'You are offline. These entries are kept on this device and sent when the connection returns.'}
        </Text>
        {entries.length === 0 ? (
          <Text>Everything has been sent.</Text>
        ) : (
          <>
            <Group justify="space-between" gap="xs">
              <Text size="sm">
                {`${queued} waiting${failed > 0 ? `, ${failed} need${failed === 1 ? 's' : ''} a fix` : ''}`}
              </Text>
              {queued > 0 && (
                <Button variant="light" onClick={() => void outbox.flush('all')} disabled={!online}>
                  Send now
                </Button>
              )}
            </Group>
            <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }}>
              {entries.map((entry) => (
                <EntryRow key={entry.id} entry={entry} />
              ))}
            </Stack>
          </>
        )}
      </Stack>
    </Drawer>
  );
}
