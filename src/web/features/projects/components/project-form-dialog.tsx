import {
  Button,
  Group,
  Modal,
  SegmentedControl,
  Select,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { useMemo } from 'react';
import {
  PROJECT_STATUSES,
  projectInputSchema,
  type Project,
  type ProjectStatus,
} from '../../../../core/schemas/project';
import type { UpdateVisibility } from '../../../../core/schemas/update';
import { useContacts } from '../../contacts';
import { useCreateProject } from '../api/create-project';
import { useUpdateProject } from '../api/update-project';
import { DateField } from '../../../components/date-field';
import { RecordSelect } from '../../../components/record-select';
import { DraftNotice } from '../../../components/draft-notice';
import { useFormDialogReset } from '../../../lib/use-form-dialog-reset';
import { SiteLocationFields } from './site-location-fields';

interface FormValues {
  name: string;
  clientId: string;
  clientName: string;
  status: ProjectStatus;
  address: string;
  startDate: string | null;
  endDate: string | null;
  description: string;
  /** Who sees a new update of this project by default (issue 16). */
  defaultUpdateVisibility: UpdateVisibility;
  /** The site's location for the daily log's weather (issue 19); both or neither. */
  latitude: number | null;
  longitude: number | null;
}

const blank: FormValues = {
  name: '',
  clientId: '',
  clientName: '',
  status: 'Planning',
  address: '',
  startDate: null,
  endDate: null,
  description: '',
  defaultUpdateVisibility: 'client',
  latitude: null,
  longitude: null,
};

const valuesOf = (project: Project): FormValues => ({
  name: project.name,
  clientId: project.clientId,
  clientName: project.clientName,
  status: project.status,
  address: project.address ?? '',
  startDate: project.startDate,
  endDate: project.endDate,
  description: project.description ?? '',
  defaultUpdateVisibility: project.defaultUpdateVisibility,
  latitude: project.latitude,
  longitude: project.longitude,
});

interface ProjectFormDialogProps {
  opened: boolean;
  /** The project being edited; null adds a new one. */
  project: Project | null;
  onClose: () => void;
}

export function ProjectFormDialog({ opened, project, onClose }: ProjectFormDialogProps) {
  // Asked for when the form opens: the Projects screen of a field user, who cannot open
  // it, must not ask for the contacts (403), and nobody else needs them before.
  const contacts = useContacts(opened);
  const createProject = useCreateProject();
  const updateProject = useUpdateProject();
  const form = useForm<FormValues>({
    initialValues: blank,
    validate: schemaResolver(projectInputSchema, { sync: true }),
  });
  const draft = useFormDialogReset(form, {
    opened,
    record: project,
    valuesOf,
    blank: () => blank,
    draft: 'project',
  });

  const clients = useMemo(
    () => (contacts.data ?? []).filter((c) => c.type === 'Client'),
    [contacts.data],
  );
  const pending = createProject.isPending || updateProject.isPending;

  const submit = form.onSubmit(({ defaultUpdateVisibility, latitude, longitude, ...rest }) => {
    // A new project names its location only when it has one, so the spec's create body is
    // unchanged; an edit always says it (null clears it).
    const fields =
      project || latitude !== null || longitude !== null ? { ...rest, latitude, longitude } : rest;
    // A new project names its default only when it is not the server's (client), so the
    // spec's create body is unchanged; an edit always says it.
    const values =
      project || defaultUpdateVisibility !== 'client'
        ? { ...fields, defaultUpdateVisibility }
        : fields;
    if (project) {
      updateProject.mutate(
        { id: project.id, input: values },
        {
          onSuccess: () => {
            notifications.show({
              title: 'Project updated',
              message: 'The project has been updated successfully.',
              color: 'green',
            });
            draft.clear();
            onClose();
          },
          onError: () =>
            notifications.show({
              title: 'Error',
              message: 'Failed to update project. Please try again.',
              color: 'red',
            }),
        },
      );
      return;
    }
    createProject.mutate(values, {
      onSuccess: () => {
        notifications.show({
          title: 'Project added',
          message: 'The project has been added successfully.',
          color: 'green',
        });
        draft.clear();
        onClose();
      },
      onError: () =>
        notifications.show({
          title: 'Error',
          message: 'Failed to add project. Please try again.',
          color: 'red',
        }),
    });
  });

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={project ? 'Edit Project' : 'Add Project'}
      size="lg"
    >
      <form onSubmit={submit} noValidate>
        <Stack>
          <DraftNotice draft={draft} />
          <TextInput label="Project Name" required data-autofocus {...form.getInputProps('name')} />
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <RecordSelect
              label="Client"
              placeholder={contacts.isPending ? 'Loading clients...' : 'Select a client'}
              nothingFoundMessage="No clients yet. Add a contact of type Client first."
              records={clients}
              {...form.getInputProps('clientId')}
              onChange={(clientId, clientName) => {
                // Choosing a client fills clientId and clientName (spec section 5).
                form.setFieldValue('clientId', clientId);
                form.setFieldValue('clientName', clientName);
              }}
            />
            <Select
              label="Status"
              allowDeselect={false}
              data={[...PROJECT_STATUSES]}
              {...form.getInputProps('status')}
            />
          </SimpleGrid>
          <TextInput label="Address" {...form.getInputProps('address')} />
          <SiteLocationFields
            latitude={{
              value: form.values.latitude,
              onChange: (value) => form.setFieldValue('latitude', value),
              error: form.errors.latitude,
            }}
            longitude={{
              value: form.values.longitude,
              onChange: (value) => form.setFieldValue('longitude', value),
              error: form.errors.longitude,
            }}
            onLocate={(latitude, longitude) => form.setValues({ latitude, longitude })}
          />
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <DateField label="Start Date" {...form.getInputProps('startDate')} />
            <DateField label="End Date" {...form.getInputProps('endDate')} />
          </SimpleGrid>
          <Textarea
            label="Description"
            autosize
            minRows={3}
            maxRows={8}
            {...form.getInputProps('description')}
          />
          <Stack gap={4}>
            <Text size="sm" fw={500} id="project-visibility-label">
              New updates start as
            </Text>
            <SegmentedControl
              aria-labelledby="project-visibility-label"
              data={[
                { value: 'client', label: 'Client' },
                { value: 'internal', label: 'Internal' },
              ]}
              {...form.getInputProps('defaultUpdateVisibility')}
            />
            <Text size="xs" c="dimmed">
              The choice each new update starts with; it can be changed on the update.
            </Text>
          </Stack>
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose} disabled={pending}>
              Cancel
            </Button>
            <Button type="submit" loading={pending}>
              {project ? 'Save Changes' : 'Add Project'}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
