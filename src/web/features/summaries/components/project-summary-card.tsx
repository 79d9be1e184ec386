import {
  Badge,
  Button,
  Card,
  Group,
  List,
  SegmentedControl,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { IconMail } from '@tabler/icons-react';
import { useState } from 'react';
import { parseSummaryText, type SummaryPeriod } from '../../../../core/summary-format';
import { useSummary } from '../api/get-summary';
import { formatSummaryRange } from '../format-range';
import { useLocale } from '../../../lib/use-locale';
import { EmailSummaryDialog } from './lazy-email-dialogs';

function SummaryBody({ text }: { text: string }) {
  const groups = parseSummaryText(text);
  if (groups.length === 0) {
    return (
      <Text c="dimmed" style={{ whiteSpace: 'pre-wrap' }}>
        {text}
      </Text>
    );
  }
  return (
    <Stack gap="sm">
      {groups.map((group, index) => (
        <div key={`${group.project}-${index}`}>
          {group.project && (
            <Text fw={600} mb={4}>
              {group.project}
            </Text>
          )}
          <List size="sm" spacing={4} withPadding>
            {group.items.map((item, itemIndex) => (
              <List.Item key={itemIndex} style={{ overflowWrap: 'anywhere' }}>
                {item}
              </List.Item>
            ))}
          </List>
        </div>
      ))}
    </Stack>
  );
}

/** Dashboard card: today's or this week's updates grouped by project. */
export function ProjectSummaryCard() {
  const [period, setPeriod] = useState<SummaryPeriod>('daily');
  const [emailOpen, setEmailOpen] = useState(false);
  const summary = useSummary(period);
  const { dateFormat } = useLocale();
  const data = summary.data;

  return (
    <Card withBorder padding="lg" h="100%">
      <Group justify="space-between" align="flex-start" mb="sm" gap="xs">
        <Title order={2} size="h4">
          Project Updates Summary
        </Title>
        <Group gap="xs">
          <SegmentedControl
            size="xs"
            aria-label="Summary period"
            value={period}
            onChange={(value) => setPeriod(value as SummaryPeriod)}
            data={[
              { label: 'Daily', value: 'daily' },
              { label: 'Weekly', value: 'weekly' },
            ]}
          />
          <Button
            size="xs"
            variant="default"
            leftSection={<IconMail size={14} />}
            onClick={() => setEmailOpen(true)}
          >
            Email
          </Button>
        </Group>
      </Group>
      {summary.isPending ? (
        <Text c="dimmed">Loading summary...</Text>
      ) : summary.isError || !data ? (
        <Text c="red">Could not load the summary. Reload the page to try again.</Text>
      ) : (
        <Stack gap="md">
          <Group gap="xs">
            <Badge variant="light">
              {data.count} {data.count === 1 ? 'update' : 'updates'}
            </Badge>
            <Text size="sm" c="dimmed">
              {formatSummaryRange(data.startDate, data.endDate, dateFormat)}
            </Text>
          </Group>
          <SummaryBody text={data.summary} />
        </Stack>
      )}
      <EmailSummaryDialog opened={emailOpen} onClose={() => setEmailOpen(false)} period={period} />
    </Card>
  );
}
