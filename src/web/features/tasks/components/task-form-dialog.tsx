import { Button, Group, Modal, SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { parseChecklist, serializeChecklist } from '../../../../core/checklist';
import { taskInputSchema, type Task } from '../../../../core/schemas/task';
import { useProjects } from '../../projects';
import { useCreateTask } from '../api/create-task';
import { useUpdateTask } from '../api/update-task';
import type { ChecklistItem } from '../../../../core/checklist';
import { ChecklistEditor } from '../../../components/checklist-editor';
import { DateField } from '../../../components/date-field';
import { RecordSelect } from '../../../components/record-select';
import { useFormDialogReset } from '../../../lib/use-form-dialog-reset';

interface FormValues {
  title: string;
  description: string;
  projectId: string;
  project: string;
  dueDate: string | null;
  checklist: ChecklistItem[];
}

const blank = (): FormValues => ({
  title: '',
  description: '',
  projectId: '',
  project: '',
  dueDate: null,
  checklist: [{ text: '', completed: false }],
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
  };
};

interface TaskFormDialogProps {
  opened: boolean;
  /** The task being edited; null adds a new one. */
  task: Task | null;
  onClose: () => void;
}

export function TaskFormDialog({ opened, task, onClose }: TaskFormDialogProps) {
  const projects = useProjects();
  const createTask = useCreateTask();
  const updateTask = useUpdateTask();
  const form = useForm<FormValues>({
    initialValues: blank(),
    validate: schemaResolver(taskInputSchema, { sync: true }),
  });
  useFormDialogReset(form, { opened, record: task, valuesOf, blank });

  const pending = createTask.isPending || updateTask.isPending;

  const submit = form.onSubmit((values) => {
    // Blank items are dropped; none left is sent as null (spec section 5).
    const body = { ...values, checklist: serializeChecklist(values.checklist) };
    if (task) {
      updateTask.mutate(
        { id: task.id, patch: { ...body, status: task.status } },
        {
          onSuccess: () => {
            notifications.show({
              title: 'Task updated',
              message: 'The task has been updated successfully.',
              color: 'green',
            });
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
      { ...body, status: 'pending' },
      {
        onSuccess: () => {
          notifications.show({
            title: 'Task created',
            message: 'The task has been added and an update has been created.',
            color: 'green',
          });
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
              }}
            />
            <DateField label="Due Date" {...form.getInputProps('dueDate')} />
          </SimpleGrid>
          <Textarea label="Description" rows={3} {...form.getInputProps('description')} />
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
