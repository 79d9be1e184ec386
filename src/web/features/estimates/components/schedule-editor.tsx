import {
  ActionIcon,
  Button,
  Card,
  Group,
  NumberInput,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { DateField } from '../../../components/date-field';
import { blankMilestone, type MilestoneDraft } from './estimate-draft';

/**
 * Payments due on a date (decision 212): each becomes a draft invoice on its day once the
 * estimate is approved. A percent of the approved total, or a fixed amount.
 */
export function MilestonesEditor({
  milestones,
  onChange,
  readOnly,
}: {
  milestones: MilestoneDraft[];
  onChange: (milestones: MilestoneDraft[]) => void;
  readOnly: boolean;
}) {
  const change = (key: string, patch: Partial<MilestoneDraft>) =>
    onChange(milestones.map((m) => (m.key === key ? { ...m, ...patch } : m)));
  if (readOnly && milestones.length === 0) return null;
  return (
    <Card withBorder>
      <Stack gap="sm">
        <div>
          <Title order={2} size="h5">
            Payment milestones
          </Title>
          <Text size="sm" c="dimmed">
            Each one becomes a draft invoice on its date, once the client has approved.
          </Text>
        </div>
        {milestones.map((milestone, index) => {
          const n = index + 1;
          return (
            <Group key={milestone.key} align="flex-end" gap="xs" wrap="wrap">
              <TextInput
                label={`Milestone ${n}`}
                placeholder="Framing done"
                value={milestone.label}
                readOnly={readOnly}
                style={{ flex: '2 1 180px' }}
                onChange={(event) => change(milestone.key, { label: event.currentTarget.value })}
              />
              <NumberInput
                label="Percent (%)"
                aria-label={`Percent, milestone ${n}`}
                min={0}
                max={100}
                decimalScale={2}
                hideControls
                value={milestone.percent}
                readOnly={readOnly}
                style={{ flex: '1 1 90px' }}
                onChange={(value) => change(milestone.key, { percent: value, amount: '' })}
              />
              <NumberInput
                label="or amount"
                aria-label={`Amount, milestone ${n}`}
                min={0}
                decimalScale={2}
                hideControls
                value={milestone.amount}
                readOnly={readOnly}
                style={{ flex: '1 1 110px' }}
                onChange={(value) => change(milestone.key, { amount: value, percent: '' })}
              />
              <DateField
                label="Due on"
                aria-label={`Due on, milestone ${n}`}
                value={milestone.date || null}
                readOnly={readOnly}
                style={{ flex: '1 1 150px' }}
                onChange={(value) => change(milestone.key, { date: value ?? '' })}
              />
              {!readOnly && (
                <ActionIcon
                  variant="subtle"
                  color="red"
                  size="lg"
                  mb={2}
                  aria-label={`Remove milestone ${n}`}
                  onClick={() => onChange(milestones.filter((m) => m.key !== milestone.key))}
                >
                  <IconTrash size={18} />
                </ActionIcon>
              )}
            </Group>
          );
        })}
        {!readOnly && (
          <Button
            variant="light"
            size="compact-sm"
            leftSection={<IconPlus size={14} />}
            style={{ alignSelf: 'flex-start' }}
            onClick={() => onChange([...milestones, blankMilestone()])}
          >
            Add milestone
          </Button>
        )}
      </Stack>
    </Card>
  );
}
