import { Badge, Group, Modal, Tabs, VisuallyHidden } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useUnreadQuestions } from '../api/get-unread-questions';
import { PortalLinksPanel } from './portal-links-panel';
import { QuestionsPanel } from './questions-panel';

export type PortalTab = 'links' | 'questions';

interface ClientPortalDialogProps {
  /** The project whose portal is managed; null keeps the dialog closed. */
  project: { id: string; name: string } | null;
  /** The tab it opens on (the dashboard opens the questions). */
  initialTab?: PortalTab;
  onClose: () => void;
}

/** A project's client portal: its links (make, revoke, new address, views) and the questions asked. */
export function ClientPortalDialog({
  project,
  initialTab = 'links',
  onClose,
}: ClientPortalDialogProps) {
  const mobile = useMediaQuery('(max-width: 48em)');
  const unread = useUnreadQuestions(project !== null);
  const unreadHere =
    unread.data?.projects.find((entry) => entry.projectId === project?.id)?.count ?? 0;
  return (
    <Modal
      opened={project !== null}
      onClose={onClose}
      title={project ? `Client portal: ${project.name}` : 'Client portal'}
      size="lg"
      fullScreen={mobile}
    >
      {project && (
        <Tabs defaultValue={initialTab} key={`${project.id}-${initialTab}`}>
          <Tabs.List mb="md">
            <Tabs.Tab value="links">Links</Tabs.Tab>
            <Tabs.Tab value="questions">
              <Group gap={6} wrap="nowrap">
                Questions
                {unreadHere > 0 && (
                  <Badge size="sm" color="red" variant="filled">
                    {unreadHere}
                    <VisuallyHidden> unread</VisuallyHidden>
                  </Badge>
                )}
              </Group>
            </Tabs.Tab>
          </Tabs.List>
          <Tabs.Panel value="links">
            <PortalLinksPanel projectId={project.id} />
          </Tabs.Panel>
          <Tabs.Panel value="questions">
            <QuestionsPanel projectId={project.id} />
          </Tabs.Panel>
        </Tabs>
      )}
    </Modal>
  );
}
