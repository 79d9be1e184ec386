import {
  Anchor,
  Button,
  Card,
  Group,
  List,
  Progress,
  Text,
  ThemeIcon,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import { Link } from 'react-router';
import { type GettingStartedStep } from '../../../../core/schemas/getting-started';
import { paths } from '../../../lib/paths';
import { useDismissGettingStarted } from '../api/dismiss-getting-started';
import { useGettingStarted } from '../api/get-getting-started';
import { showsGettingStarted } from '../../../../core/getting-started';

// A first run that guides (issue 18, decision 181): each step ticks itself from the data
// and links to the screen that does it; the card goes once every step is done or the
// owner hides it.

const STEPS: Record<GettingStartedStep, { label: string; hint: string; to: string }> = {
  businessProfile: {
    label: 'Fill in your business profile',
    hint: 'Your name and how to reach you, printed on invoices.',
    to: paths.settingsSection('business'),
  },
  client: { label: 'Add a client', hint: 'The people you build for.', to: paths.contacts },
  project: {
    label: 'Add a project',
    hint: 'A job with its client, address and dates.',
    to: paths.projects,
  },
  photoUpdate: {
    label: 'Add your first update with a photo',
    hint: 'A note from site: your daily log starts here.',
    to: paths.updates,
  },
  email: {
    label: 'Set up e-mail',
    hint: 'Your mail server, so invoices and summaries can be sent.',
    to: paths.settingsSection('email'),
  },
  clientInvite: {
    label: 'Invite a client with a share link',
    hint: 'Open a project and make a link on its Portal links tab.',
    to: paths.projects,
  },
};

export function GettingStartedCard() {
  const state = useGettingStarted(true);
  const dismiss = useDismissGettingStarted();
  if (!state.data || !showsGettingStarted(state.data)) return null;
  const { steps } = state.data;
  const done = steps.filter((step) => step.done).length;

  return (
    <Card withBorder padding="lg" component="section" aria-labelledby="getting-started-title">
      <Group justify="space-between" align="flex-start" gap="xs" mb="xs" wrap="nowrap">
        <div>
          <Title order={2} size="h4" id="getting-started-title">
            Getting started
          </Title>
          <Text size="sm" c="dimmed" data-testid="getting-started-progress">
            {done} of {steps.length} done
          </Text>
        </div>
        <Button
          variant="subtle"
          color="gray"
          size="compact-sm"
          loading={dismiss.isPending}
          onClick={() => dismiss.mutate()}
          style={{ flexShrink: 0 }}
        >
          Hide checklist
        </Button>
      </Group>
      <Progress
        value={(done / steps.length) * 100}
        size="sm"
        mb="md"
        aria-label="Getting started progress"
      />
      <List spacing="sm" listStyleType="none" center>
        {steps.map(({ key, done: stepDone }) => {
          const step = STEPS[key];
          return (
            <List.Item
              key={key}
              data-testid="getting-started-step"
              data-step={key}
              data-done={stepDone}
              icon={
                <ThemeIcon
                  size={24}
                  radius="xl"
                  color={stepDone ? 'green' : 'gray'}
                  variant={stepDone ? 'filled' : 'outline'}
                  aria-hidden
                >
                  {stepDone ? <IconCheck size={16} stroke={3} /> : null}
                </ThemeIcon>
              }
            >
              <Anchor
                component={Link}
                to={step.to}
                fw={600}
                size="sm"
                td={stepDone ? 'line-through' : undefined}
                c={stepDone ? 'dimmed' : undefined}
              >
                {step.label}
              </Anchor>
              <VisuallyHidden>{stepDone ? ' (done)' : ' (to do)'}</VisuallyHidden>
              <Text size="xs" c="dimmed">
                {step.hint}
              </Text>
            </List.Item>
          );
        })}
      </List>
    </Card>
  );
}
