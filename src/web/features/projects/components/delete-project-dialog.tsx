import { useState } from 'react';
import { Alert, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { Project } from '../../../../core/schemas/project';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { useDeleteProject } from '../api/delete-project';
import { useProjectDependents } from '../api/get-project-dependents';
import { dependentsText } from './dependents-text';

interface DeleteProjectDialogProps {
  project: Project | null;
  onClose: () => void;
}

export function DeleteProjectDialog({ project, onClose }: DeleteProjectDialogProps) {
  // Keeps the name on screen while the dialog closes.
  const [shown, setShown] = useState(project);
  if (project && project !== shown) setShown(project);
  const deleteProject = useDeleteProject();
  const dependents = useProjectDependents(project?.id ?? null);
  const text = dependents.data ? dependentsText(dependents.data) : null;

  const confirm = () => {
    if (!project) return;
    deleteProject.mutate(project.id, {
      onSuccess: () => {
        notifications.show({
          title: 'Project deleted',
          message: 'The project has been deleted successfully.',
          color: 'green',
        });
        onClose();
      },
      onError: () => {
        notifications.show({
          title: 'Error',
          message: 'Failed to delete project. Please try again.',
          color: 'red',
        });
        onClose();
      },
    });
  };

  return (
    <ConfirmDialog
      opened={project !== null}
      title="Delete Project"
      message={`Delete project "${shown?.name ?? ''}"? This action cannot be undone.`}
      details={
        dependents.isPending ? (
          <Text size="sm" c="dimmed">
            Checking what goes with it...
          </Text>
        ) : text ? (
          <Alert color="red" variant="light" data-testid="project-dependents">
            {text}
          </Alert>
        ) : null
      }
      loading={deleteProject.isPending}
      onConfirm={confirm}
      onClose={onClose}
    />
  );
}
