import {
  Anchor,
  Card,
  Center,
  Group,
  Indicator,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { Calendar } from '@mantine/dates';
import { IconPaperclip } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { parseChecklist } from '../../../../core/checklist-items';
import type { Update } from '../../../../core/schemas/update';
import { formatLongDate, fromIsoDate, monthRange, todayIso } from '../../../../core/calendar-dates';
import { updatesQueryOptions, useUpdates } from '../api/get-updates';
import { ChecklistGroups } from './checklist-groups';
import { InternalBadge } from './internal-badge';
import { fileUrl } from './update-attachments';

/**
 * A month calendar ('Select Date') and the chosen day's updates, of one project or
 * one kind when the Updates filters say so (issue 18).
 */
export function UpdateCalendarView({
  filters = {},
}: {
  filters?: { projectId?: string | undefined; kind?: string | undefined };
}) {
  const [selected, setSelected] = useState(todayIso);
  const [month, setMonth] = useState(() => selected.slice(0, 7) + '-01');
  const shown = fromIsoDate(month);
  const range = monthRange(shown.getFullYear(), shown.getMonth());
  const only = {
    ...(filters.projectId && { projectId: filters.projectId }),
    ...(filters.kind && { kind: filters.kind }),
  };
  const monthUpdates = useUpdates({ ...range, ...only });
  // The chosen day's list comes from the month already loaded, unless the day is in another month.
  const inMonth = selected >= range.from && selected <= range.to;
  const otherDay = useQuery({
    ...updatesQueryOptions({ from: selected, to: selected, ...only }),
    enabled: !inMonth,
  });
  const dayUpdates = inMonth ? monthUpdates : otherDay;
  const daysWithUpdates = new Set(monthUpdates.data?.map((update) => update.date));
  const dayList = (dayUpdates.data ?? []).filter((update) => update.date === selected);

  return (
    <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
      <Card withBorder padding="md" style={{ alignSelf: 'start' }}>
        <Title order={2} size="h4" mb="sm">
          Select Date
        </Title>
        <Center>
          <Calendar
            firstDayOfWeek={1}
            date={month}
            onDateChange={setMonth}
            highlightToday
            getDayProps={(day) => ({
              selected: day === selected,
              onClick: () => setSelected(day),
            })}
            renderDay={(day) => (
              <Indicator
                size={6}
                color="red"
                offset={-3}
                disabled={!daysWithUpdates.has(day)}
                aria-label={daysWithUpdates.has(day) ? 'has updates' : undefined}
              >
                <div>{fromIsoDate(day).getDate()}</div>
              </Indicator>
            )}
          />
        </Center>
      </Card>
      <Card withBorder padding="md">
        <Title order={2} size="h4" mb="sm">
          Updates for {formatLongDate(selected)}
        </Title>
        {dayUpdates.isPending ? (
          <Text c="dimmed">Loading updates...</Text>
        ) : dayList.length === 0 ? (
          <Text c="dimmed">No updates for this date</Text>
        ) : (
          <Stack gap="md">
            {dayList.map((update) => (
              <DayUpdate key={update.id} update={update} />
            ))}
          </Stack>
        )}
      </Card>
    </SimpleGrid>
  );
}

function DayUpdate({ update }: { update: Update }) {
  return (
    <Card withBorder padding="sm" component="article" aria-label={update.project}>
      <Group gap="xs">
        <Text fw={600}>{update.project}</Text>
        {update.visibility === 'internal' && <InternalBadge />}
      </Group>
      {update.createdBy && (
        <Text size="sm" c="dimmed">
          by {update.createdBy.name}
        </Text>
      )}
      {update.projectAddress && (
        <Text size="sm" c="dimmed">
          {update.projectAddress}
        </Text>
      )}
      <Text size="sm" mt={4} style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
        {update.note}
      </Text>
      <Stack mt="xs" gap="xs">
        <ChecklistGroups
          items={parseChecklist(update.checklist)}
          completedLabel="Completed:"
          pendingLabel="Pending:"
        />
        {update.attachments.map((file) => (
          <Group key={file.id} gap={6} wrap="nowrap">
            <IconPaperclip size={14} aria-hidden />
            <Anchor
              href={fileUrl(file.id)}
              size="sm"
              target="_blank"
              style={{ wordBreak: 'break-all' }}
            >
              {file.name}
            </Anchor>
          </Group>
        ))}
      </Stack>
    </Card>
  );
}
