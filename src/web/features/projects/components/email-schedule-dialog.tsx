import {
  Alert,
  Button,
  Group,
  Modal,
  SegmentedControl,
  Select,
  Stack,
  Switch,
  Text,
  TextInput,
} from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { useEffect } from 'react';
import type { Project } from '../../../../core/schemas/project';
import {
  DEFAULT_WEEKDAY,
  emailScheduleInputSchema,
  WEEKDAYS,
  type EmailSchedule,
} from '../../../../core/schemas/schedule';
import { errorMessage } from '../../../lib/api-client';
import { useEmailSchedule, useSaveEmailSchedule } from '../../schedules';

interface FormValues {
  enabled: boolean;
  period: 'daily' | 'weekly';
  time: string;
  weekday: number;
}

const valuesOf = (schedule: EmailSchedule): FormValues => ({
  enabled: schedule.enabled,
  period: schedule.period,
  time: schedule.time,
  weekday: schedule.weekday,
});

const weekdayOptions = WEEKDAYS.map((label, index) => ({ value: String(index), label }));

interface EmailScheduleDialogProps {
  project: Project | null;
  onClose: () => void;
}

/** A project's scheduled summary e-mail to its client (decision 090). */
export function EmailScheduleDialog({ project, onClose }: EmailScheduleDialogProps) {
  const schedule = useEmailSchedule(project?.id ?? null);
  const save = useSaveEmailSchedule(project?.id ?? '');
  const form = useForm<FormValues>({
    initialValues: { enabled: false, period: 'daily', time: '17:00', weekday: DEFAULT_WEEKDAY },
    validate: schemaResolver(emailScheduleInputSchema, { sync: true }),
  });
  const { setValues, resetDirty } = form;

  useEffect(() => {
    if (!schedule.data) return;
    setValues(valuesOf(schedule.data));
    resetDirty();
    // Once per loaded schedule: typing must not be overwritten.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [schedule.data, project?.id]);

  const recipient = schedule.data?.recipient ?? null;
  const submit = form.onSubmit((values) => {
    save.mutate(values, {
      onSuccess: () => {
        notifications.show({
          title: 'Success',
          message: values.enabled
            ? `Client updates for ${project?.name} are scheduled.`
            : `Client updates for ${project?.name} are off.`,
          color: 'green',
        });
        onClose();
      },
      onError: (error) =>
        notifications.show({
          title: 'Error',
          message: errorMessage(error, 'Failed to save the schedule.'),
          color: 'red',
        }),
    });
  });

  const { period, enabled } = form.values;
  return (
    <Modal opened={project !== null} onClose={onClose} title="Client e-mail schedule" centered>
      {schedule.isPending ? (
        <Text size="sm">Loading...</Text>
      ) : schedule.isError ? (
        <Text size="sm" c="red">
          {errorMessage(schedule.error, 'Failed to load the schedule.')}
        </Text>
      ) : (
        <form onSubmit={submit} noValidate>
          <Stack gap="md">
            <Text size="sm" c="dimmed">
              Sends {project?.name}&apos;s updates of the day or week to{' '}
              {recipient ? <strong>{recipient}</strong> : 'the client'} at the chosen time in your
              time zone (Settings). Days without updates are skipped.
            </Text>
            {!recipient && (
              <Alert color="yellow" variant="light">
                The project&apos;s client has no e-mail address. Add one under Contacts first.
              </Alert>
            )}
            <Switch
              label="Send scheduled updates to the client"
              {...form.getInputProps('enabled', { type: 'checkbox' })}
            />
            <SegmentedControl
              aria-label="How often"
              data={[
                { value: 'daily', label: 'Daily' },
                { value: 'weekly', label: 'Weekly' },
              ]}
              disabled={!enabled}
              {...form.getInputProps('period')}
            />
            <Group grow align="flex-start">
              {period === 'weekly' && (
                <Select
                  label="Day"
                  data={weekdayOptions}
                  allowDeselect={false}
                  disabled={!enabled}
                  value={String(form.values.weekday)}
                  onChange={(value) =>
                    form.setFieldValue('weekday', Number(value ?? DEFAULT_WEEKDAY))
                  }
                  error={form.errors.weekday}
                />
              )}
              <TextInput
                type="time"
                label="Time"
                required
                disabled={!enabled}
                {...form.getInputProps('time')}
              />
            </Group>
            <Group justify="flex-end">
              <Button variant="default" onClick={onClose}>
                Cancel
              </Button>
              <Button type="submit" loading={save.isPending}>
                Save
              </Button>
            </Group>
          </Stack>
        </form>
      )}
    </Modal>
  );
}
