import { Button, Group, Stack, Text } from '@mantine/core';
import { IconMessageQuestion, IconWorld } from '@tabler/icons-react';
import touch from '../../../components/touch-target.module.css';
import { useLocale } from '../../../lib/use-locale';
import { useActivePortalLinks } from '../api/get-active-portal-links';
import { useUnreadQuestions } from '../api/get-unread-questions';
import { viewedAgo } from '../viewed-ago';
import type { PortalTab } from './client-portal-dialog';
import { linkName } from './portal-link-item';

/** Links listed on a card before "and n more". */
const SHOWN_LINKS = 3;

interface ProjectPortalStatusProps {
  projectId: string;
  projectName: string;
  onOpen: (tab: PortalTab) => void;
}

/**
 * On a project card: when each working portal link was last viewed ("Viewed 2 h ago"),
 * and the questions nobody has read yet. Nothing while there is neither.
 */
export function ProjectPortalStatus({ projectId, projectName, onOpen }: ProjectPortalStatusProps) {
  const links = useActivePortalLinks();
  const unread = useUnreadQuestions();
  const { formatDate } = useLocale();
  const active = (links.data ?? []).filter((link) => link.projectId === projectId);
  const questions =
    unread.data?.projects.find((entry) => entry.projectId === projectId)?.count ?? 0;
  if (active.length === 0 && questions === 0) return null;
  return (
    <Stack gap={4} data-testid="project-portal-status">
      {active.slice(0, SHOWN_LINKS).map((link) => (
        <Group key={link.id} gap={6} wrap="nowrap" align="flex-start">
          <IconWorld size={16} aria-hidden style={{ flexShrink: 0, marginTop: 2 }} />
          <Text size="sm" style={{ minWidth: 0, overflowWrap: 'anywhere' }}>
            {linkName(link, formatDate)}: {viewedAgo(link.lastViewedAt, formatDate)}
          </Text>
        </Group>
      ))}
      {active.length > SHOWN_LINKS && (
        <Text size="sm" c="dimmed">
          and {active.length - SHOWN_LINKS} more{' '}
          {active.length - SHOWN_LINKS === 1 ? 'link' : 'links'}
        </Text>
      )}
      {questions > 0 && (
        <Button
          size="xs"
          variant="light"
          color="red"
          className={touch.target}
          leftSection={<IconMessageQuestion size={16} />}
          style={{ alignSelf: 'flex-start' }}
          onClick={() => onOpen('questions')}
          aria-label={`${questions} new ${questions === 1 ? 'question' : 'questions'} on ${projectName}`}
        >
          {questions} new {questions === 1 ? 'question' : 'questions'}
        </Button>
      )}
    </Stack>
  );
}
