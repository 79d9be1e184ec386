import {
  Button,
  Card,
  Center,
  Container,
  Group,
  Stack,
  Text,
  ThemeIcon,
  Title,
} from '@mantine/core';
import { IconBuildingCommunity } from '@tabler/icons-react';
import { useState } from 'react';
import { useParams } from 'react-router';
import type { PublicUpdate } from '../../../core/schemas/update';
import { ThemeToggleButton } from '../public-theme-toggle';
import { ApiError } from '../../lib/api-client';
import { formatLongDate, fromIsoDate, monthGrid, todayIso } from '../../lib/calendar-dates';
import { usePublicUpdate, usePublicUpdates } from './share-api';
import { ShareCalendar } from './share-calendar';
import { SharedUpdateCard } from './shared-update-card';

/** `/share/daily` (default) or `/share/update/{id}`: the public updates viewer. */
function parseShareId(splat: string | undefined): { updateId: string | null } {
  const match = /^update\/([^/]+)\/?$/.exec(splat ?? '');
  return { updateId: match ? decodeURIComponent(match[1]!) : null };
}

export default function SharePage() {
  const { updateId } = parseShareId(useParams()['*']);
  const single = usePublicUpdate(updateId);
  const [chosen, setChosen] = useState<string | null>(null);
  const [shownMonth, setShownMonth] = useState<{ year: number; month: number } | null>(null);

  // A single-update link opens on that update's day; otherwise today is selected.
  const selected = chosen ?? single.data?.date ?? todayIso();
  const selectedDate = fromIsoDate(selected);
  const view = shownMonth ?? { year: selectedDate.getFullYear(), month: selectedDate.getMonth() };
  const grid = monthGrid(view.year, view.month);
  const inGrid = grid.includes(selected);
  const monthQuery = usePublicUpdates({ from: grid[0]!, to: grid[41]! }, updateId === null);
  const dayQuery = usePublicUpdates({ from: selected, to: selected }, updateId === null && !inGrid);

  const active = updateId !== null ? single : inGrid ? monthQuery : dayQuery;
  const notAvailable = active.error instanceof ApiError && active.error.status === 404;

  // In update/{id} mode the list is that one update, whatever the selected day (spec).
  const updates: PublicUpdate[] =
    updateId !== null
      ? single.data
        ? [single.data]
        : []
      : ((inGrid ? monthQuery.data : dayQuery.data) ?? []).filter(
          (update) => update.date === selected,
        );
  const daysWithUpdates = new Set(
    (updateId !== null ? updates : (monthQuery.data ?? [])).map((update) => update.date),
  );

  return (
    <Container size="md" py="lg">
      <Group justify="space-between" mb="lg" wrap="nowrap">
        <Group gap="xs" wrap="nowrap">
          <ThemeIcon size="lg" radius="md" aria-hidden>
            <IconBuildingCommunity size={18} />
          </ThemeIcon>
          <Title order={1} fz={{ base: 22, sm: 28 }}>
            Project Updates
          </Title>
        </Group>
        <ThemeToggleButton />
      </Group>
      {notAvailable ? (
        <Card withBorder padding="xl">
          <Stack align="center" gap="xs">
            <Title order={2} size="h3">
              {updateId !== null ? 'This update is not available' : 'This link is not available'}
            </Title>
            <Text c="dimmed" ta="center">
              The owner has turned this share link off, or the update no longer exists.
            </Text>
          </Stack>
        </Card>
      ) : (
        <Stack gap="lg">
          <Card withBorder padding="md" maw={480} w="100%" mx="auto">
            <ShareCalendar
              year={view.year}
              month={view.month}
              selected={selected}
              daysWithUpdates={daysWithUpdates}
              onSelect={setChosen}
              onShowMonth={(year, month) => setShownMonth({ year, month })}
            />
          </Card>
          <section aria-labelledby="share-updates-heading">
            <Title order={2} size="h4" mb="sm" id="share-updates-heading">
              Updates for {formatLongDate(selected)}
            </Title>
            {active.isPending && active.fetchStatus !== 'idle' ? (
              <Text c="dimmed">Loading updates...</Text>
            ) : active.isError ? (
              <Center>
                <Stack align="center" gap="xs">
                  <Text c="red">Could not load the updates.</Text>
                  <Button size="xs" variant="light" onClick={() => void active.refetch()}>
                    Try again
                  </Button>
                </Stack>
              </Center>
            ) : updates.length === 0 ? (
              <Text c="dimmed">No updates found for {formatLongDate(selected)}</Text>
            ) : (
              <Stack>
                {updates.map((update) => (
                  <SharedUpdateCard key={update.id} update={update} />
                ))}
              </Stack>
            )}
          </section>
        </Stack>
      )}
    </Container>
  );
}
