import { Button, Card, Group, Select, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useMemo, useState } from 'react';
import { errorMessage } from '../../../lib/api-client';
import { useTimeZone } from '../api/get-time-zone';
import { useSaveTimeZone } from '../api/save-time-zone';

const zones = (): string[] => {
  try {
    return Intl.supportedValuesOf('timeZone');
  } catch {
    return ['UTC'];
  }
};

/** Settings card: the zone that decides what "today" is for summaries. */
export function TimeZoneCard() {
  const current = useTimeZone();
  const save = useSaveTimeZone();
  const [choice, setChoice] = useState<string | null>(null);
  const options = useMemo(() => {
    const list = zones();
    const saved = current.data?.timeZone;
    return saved && !list.includes(saved) ? [saved, ...list] : list;
  }, [current.data?.timeZone]);
  const value = choice ?? current.data?.timeZone ?? null;

  const submit = () => {
    if (!value) return;
    save.mutate(value, {
      onSuccess: () => {
        setChoice(null);
        notifications.show({
          title: 'Time zone saved',
          message: `Summaries now follow ${value}.`,
          color: 'green',
        });
      },
      onError: (error) =>
        notifications.show({
          title: 'Error',
          message: errorMessage(error, 'Failed to save the time zone.'),
          color: 'red',
        }),
    });
  };

  return (
    <Card withBorder padding="lg">
      <Title order={2} size="h4">
        Time Zone
      </Title>
      <Text size="sm" c="dimmed" mb="md">
        Daily and weekly summaries and the daily update use this zone to decide what “today” is.
        {current.data ? ` The server runs in ${current.data.serverTimeZone}.` : ''}
      </Text>
      <Group align="flex-end" gap="sm">
        <Select
          label="Time zone"
          data={options}
          value={value}
          onChange={setChoice}
          searchable
          allowDeselect={false}
          disabled={current.isPending}
          placeholder={current.isPending ? 'Loading...' : undefined}
          style={{ flex: 1, minWidth: 200 }}
        />
        <Button
          onClick={submit}
          loading={save.isPending}
          disabled={!choice || choice === current.data?.timeZone}
        >
          Save
        </Button>
      </Group>
    </Card>
  );
}
