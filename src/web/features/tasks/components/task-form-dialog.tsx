import { useEffect } from 'react';
import {
  Button,
  Group,
  Modal,
  SimpleGrid,
  Stack,
  Switch,
  Textarea,
  TextInput,
} from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { parseChecklist, serializeChecklist } from '../../../../core/checklist-items';
import { taskInputSchema, type Task } from '../../../../core/schemas/task';
import { useProjectOptions, useSoleProject } from '../../projects';
import { useCreateTask } from '../api/create-task';
import { isQueued, queuedNotice } from '../../offline';
import { useUpdateTask } from '../api/update-task';
import type { ChecklistItem } from '../../../../core/checklist-items';
import { ChecklistEditor } from '../../../components/checklist-editor';
import { DateField } from '../../../components/date-field';
import { RecordSelect } from '../../../components/record-select';
import { DraftNotice } from '../../../components/draft-notice';
import { useFormDialogReset } from '../../../lib/use-form-dialog-reset';
import { AssigneeSelect } from './assignee-select';

interface FormValues {
  title: string;
  description: string;
  projectId: string;
  project: string;
  dueDate: string | null;
  checklist: ChecklistItem[];
  assigneeId: string | null;
  /** Shown by title on the client portal's progress list (issue 16). */
  clientVisible: boolean;
}

const blank = (): FormValues => ({
  title: '',
  description: '',
  projectId: '',
  project: '',
  dueDate: null,
  checklist: [{ text: '', completed: false }],
  assigneeId: null,
  clientVisible: false,
});

const valuesOf = (task: Task): FormValues => {
  const items = parseChecklist(task.checklist);
  return {
    title: task.title,
    description: task.description ?? '',
    projectId: task.projectId,
    project: task.project,
    dueDate: task.dueDate,
    checklist: items.length > 0 ? items : [{ text: '', completed: false }],
    assigneeId: task.assigneeId,
    clientVisible: task.clientVisible,
  };
};

interface TaskFormDialogProps {
  opened: boolean;
  /** The task being edited; null adds a new one. */
  task: Task | null;
  onClose: () => void;
  /** A new task's project when added from a project's page (issue 18). */
  defaultProject?: { id: string; name: string } | null;
}

export function TaskFormDialog({
  opened,
  task,
  onClose,
  defaultProject: projectGiven = null,
}: TaskFormDialogProps) {
  const projects = useProjectOptions();
  // A field user on one project starts there (issue 18).
  const soleProject = useSoleProject();
  const defaultProject = projectGiven ?? soleProject;
  const createTask = useCreateTask();
  const updateTask = useUpdateTask();
  const form = useForm<FormValues>({
    initialValues: blank(),
    validate: schemaResolver(taskInputSchema, { sync: true }),
  });
  const draft = useFormDialogReset(form, {
    draft: 'task',
    opened,
    record: task,
    valuesOf,
    blank: defaultProject
      ? () => ({ ...blank(), projectId: defaultProject.id, project: defaultProject.name })
      : blank,
  });

  // The field user's one project may arrive after the dialog opened (issue 18).
  const presetId = defaultProject?.id;
  useEffect(() => {
    if (opened && !task && defaultProject && !form.values.projectId) {
      form.setValues({ projectId: defaultProject.id, project: defaultProject.name });
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only when the preset appears
  }, [opened, presetId]);
  const pending = createTask.isPending || updateTask.isPending;

  const submit = form.onSubmit((values) => {
    // Blank items are dropped; none left is sent as null (spec section 5).
    const { assigneeId, clientVisible, ...fields } = values;
    const body = { ...fields, checklist: serializeChecklist(values.checklist) };
    if (task) {
      // An edit always says who (null unassigns); a new task names one only when chosen,
      // so the spec's create body is unchanged.
      updateTask.mutate(
        { id: task.id, patch: { ...body, assigneeId, clientVisible, status: task.status } },
        {
          onSuccess: () => {
            notifications.show({
              title: 'Task updated',
              message: 'The task has been updated successfully.',
              color: 'green',
            });
            draft.clear();
            onClose();
          },
          onError: () =>
            notifications.show({
              title: 'Error',
              message: 'Failed to update task. Please try again.',
              color: 'red',
            }),
        },
      );
      return;
    }
    createTask.mutate(
      {
        ...body,
        ...(assigneeId ? { assigneeId } : {}),
        ...(clientVisible ? { clientVisible } : {}),
        status: 'pending',
      },
      {
        onSuccess: (result) => {
          notifications.show(
            isQueued(result)
              ? queuedNotice('task')
              : {
                  title: 'Task created',
                  message: 'The task has been added and an update has been created.',
                  color: 'green',
                },
          );
          draft.clear();
          onClose();
        },
        onError: () =>
          notifications.show({
            title: 'Error',
            message: 'Failed to create task. Please try again.',
            color: 'red',
          }),
      },
    );
  });

  return (
    <Modal opened={opened} onClose={onClose} title={task ? 'Edit Task' : 'Add Task'} size="lg">
      <form onSubmit={submit} noValidate>
        <Stack>
          <DraftNotice draft={draft} />
          <TextInput label="Title" required data-autofocus {...form.getInputProps('title')} />
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <RecordSelect
              label="Project"
              placeholder={projects.isPending ? 'Loading projects...' : 'Select a project'}
              nothingFoundMessage="No projects yet. Add a project first."
              records={projects.data ?? []}
              {...form.getInputProps('projectId')}
              onChange={(projectId, projectName) => {
                // Choosing a project fills projectId and the project name (spec section 5).
                form.setFieldValue('projectId', projectId);
                form.setFieldValue('project', projectName);
                // The assignee must be a member of the chosen project.
                if (projectId !== form.values.projectId) form.setFieldValue('assigneeId', null);
              }}
            />
            <DateField label="Due Date" {...form.getInputProps('dueDate')} />
          </SimpleGrid>
          <AssigneeSelect
            projectId={form.values.projectId}
            value={form.values.assigneeId}
            onChange={(assigneeId) => form.setFieldValue('assigneeId', assigneeId)}
            current={
              task?.assigneeId && task.assignee && form.values.projectId === task.projectId
                ? { id: task.assigneeId, name: task.assignee }
                : null
            }
            error={form.errors.assigneeId}
          />
          <Textarea label="Description" rows={3} {...form.getInputProps('description')} />
          <Switch
            label="Client-visible"
            description="Show this task by its title on the client portal's progress list."
            {...form.getInputProps('clientVisible', { type: 'checkbox' })}
          />
          <ChecklistEditor
            items={form.values.checklist}
            onChange={(items) => form.setFieldValue('checklist', items)}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose} disabled={pending}>
              Cancel
            </Button>
            <Button type="submit" loading={pending}>
              {task ? 'Save Changes' : 'Add Task'}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
