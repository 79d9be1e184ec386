import { Alert, Button, Group, Modal, Select, Stack, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { errorMessage } from '../../../lib/api-client';
import { paths } from '../../../lib/paths';
import { useProjectOptions } from '../../projects';
import { useCreateEstimate } from '../api/estimates-api';

/** New estimate: the project, a title and the first line; the editor opens on the draft. */
export function NewEstimateDialog({
  opened,
  onClose,
  projectId,
}: {
  opened: boolean;
  onClose: () => void;
  projectId?: string;
}) {
  const navigate = useNavigate();
  const projects = useProjectOptions();
  const create = useCreateEstimate();
  const [project, setProject] = useState<string | null>(projectId ?? null);
  const [title, setTitle] = useState('');
  const [firstLine, setFirstLine] = useState('');
  // What is missing is said beside its field before anything is sent.
  const [errors, setErrors] = useState<{ project?: string; title?: string; line?: string }>({});
  return (
    <Modal opened={opened} onClose={onClose} title="New estimate">
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          const missing = {
            ...(!project && { project: 'Choose a project' }),
            ...(!title.trim() && { title: 'Title is required' }),
            ...(!firstLine.trim() && { line: 'Description is required' }),
          };
          setErrors(missing);
          if (Object.keys(missing).length > 0) return;
          create.mutate(
            {
              projectId: project ?? '',
              title,
              sections: [
                { title: '', lines: [{ description: firstLine, quantity: 1, unitPrice: 0 }] },
              ],
            },
            { onSuccess: (estimate) => void navigate(paths.estimate(estimate.id)) },
          );
        }}
      >
        <Stack>
          {!projectId && (
            <Select
              label="Project"
              required
              searchable
              allowDeselect={false}
              data={(projects.data ?? []).map((p) => ({ value: p.id, label: p.name }))}
              value={project}
              onChange={setProject}
              error={errors.project}
            />
          )}
          <TextInput
            label="Title"
            required
            value={title}
            onChange={(event) => setTitle(event.currentTarget.value)}
            error={errors.title}
          />
          <TextInput
            label="First line"
            description="What the work starts with; add the rest in the editor."
            required
            value={firstLine}
            onChange={(event) => setFirstLine(event.currentTarget.value)}
            error={errors.line}
          />
          {create.isError && (
            <Alert color="red" role="alert">
              {errorMessage(create.error, 'Could not create.')}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" loading={create.isPending}>
              Create
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
