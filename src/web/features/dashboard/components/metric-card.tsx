import { Card, Group, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconTrendingDown, IconTrendingUp } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import type { Trend } from '../../../../core/schemas/summary';

interface MetricCardProps {
  title: string;
  value: number | string;
  icon: ReactNode;
  trend?: Trend | null;
}

/** Spec section 2: title, value, icon and an optional trend (green when positive). */
export function MetricCard({ title, value, icon, trend }: MetricCardProps) {
  return (
    <Card withBorder padding="md" role="group" aria-label={title}>
      <Group justify="space-between" align="flex-start" wrap="nowrap">
        <Stack gap={2}>
          <Text size="sm" c="dimmed" fw={500}>
            {title}
          </Text>
          <Text fz={28} fw={700} lh={1.2} data-testid="metric-value">
            {value}
          </Text>
          {trend && (
            <Group gap={4} c={trend.positive ? 'green' : 'red'}>
              {trend.positive ? <IconTrendingUp size={14} /> : <IconTrendingDown size={14} />}
              <Text size="xs" c={trend.positive ? 'green' : 'red'}>
                {trend.value}
              </Text>
            </Group>
          )}
        </Stack>
        <ThemeIcon variant="light" size="lg" radius="md" aria-hidden>
          {icon}
        </ThemeIcon>
      </Group>
    </Card>
  );
}
