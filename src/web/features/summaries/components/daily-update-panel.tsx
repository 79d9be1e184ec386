import {
  ActionIcon,
  Button,
  Card,
  Group,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  Title,
  Tooltip,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconCheck, IconCopy, IconRefresh } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useCopied } from '../../../lib/copy-text';
import { useDailyUpdate } from '../api/get-daily-update';

/** Spec section 9: the daily update is fetched about 100 ms after the panel opens. */
export const FETCH_DELAY_MS = 100;

function Counter({ label, value }: { label: string; value: number }) {
  return (
    <Paper withBorder p="xs" radius="md" ta="center">
      <Text fw={700} fz={{ base: 'lg', sm: 24 }}>
        {value}
      </Text>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
    </Paper>
  );
}

function GeneratorBody() {
  const [ready, setReady] = useState(false);
  const daily = useDailyUpdate(ready);
  const { refetch } = daily;
  const { copy, isCopied } = useCopied(2000);

  // Every opening reads a fresh update, even when an older one is cached.
  useEffect(() => {
    const timer = setTimeout(() => {
      setReady(true);
      void refetch();
    }, FETCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [refetch]);

  const data = daily.data;
  const copyUpdate = async () => {
    if (data?.text && (await copy(data.text, 'daily'))) {
      notifications.show({
        title: 'Copied!',
        message: 'Daily update copied to clipboard',
        color: 'green',
      });
    }
  };

  if (!data) {
    return (
      <Text c="dimmed">{daily.isError ? 'No data available' : 'Generating daily update...'}</Text>
    );
  }
  const copied = isCopied('daily');
  return (
    <Stack gap="md">
      <SimpleGrid cols={4} spacing="xs">
        <Counter label="Completed" value={data.stats.completedTasks} />
        <Counter label="Pending" value={data.stats.pendingTasks} />
        <Counter label="Updates" value={data.stats.updates} />
        <Counter label="Projects" value={data.stats.projects} />
      </SimpleGrid>
      {data.text ? (
        <Paper withBorder p="sm" radius="md" bg="var(--mantine-color-default-hover)">
          <Text
            component="pre"
            size="sm"
            m={0}
            ff="monospace"
            style={{
              whiteSpace: 'pre-wrap',
              overflowWrap: 'anywhere',
              maxHeight: 360,
              overflow: 'auto',
            }}
            data-testid="daily-update-text"
          >
            {data.text}
          </Text>
        </Paper>
      ) : (
        <Text c="dimmed">No data available</Text>
      )}
      <Group justify="space-between">
        <Button
          leftSection={copied ? <IconCheck size={16} /> : <IconCopy size={16} />}
          onClick={copyUpdate}
          disabled={!data.text}
          color={copied ? 'green' : undefined}
        >
          {copied ? 'Copied' : 'Copy Text'}
        </Button>
        <Tooltip label="Refresh">
          <ActionIcon
            variant="default"
            size="lg"
            aria-label="Refresh daily update"
            loading={daily.isFetching}
            onClick={() => void refetch()}
          >
            <IconRefresh size={16} />
          </ActionIcon>
        </Tooltip>
      </Group>
    </Stack>
  );
}

/** The generator on /updates; rendered while open (the page toggles it). */
export function DailyUpdatePanel({ opened = true }: { opened?: boolean }) {
  if (!opened) return null;
  return (
    <Card withBorder padding="lg">
      <Title order={2} size="h4">
        Daily Update Generator
      </Title>
      <Text size="sm" c="dimmed" mb="md">
        Copy-ready update with completed and pending tasks
      </Text>
      <GeneratorBody />
    </Card>
  );
}
