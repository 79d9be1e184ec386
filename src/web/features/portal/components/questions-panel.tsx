import { Anchor, Badge, Button, Card, Group, Stack, Text } from '@mantine/core';
import type { Question } from '../../../../core/schemas/portal';
import touch from '../../../components/touch-target.module.css';
import { errorMessage } from '../../../lib/api-client';
import { useLocale } from '../../../lib/use-locale';
import { useProjectQuestions } from '../api/get-project-questions';
import { useMarkQuestion } from '../api/mark-question-read';

function QuestionItem({ question, projectId }: { question: Question; projectId: string }) {
  const { formatDateTime } = useLocale();
  const mark = useMarkQuestion(projectId);
  return (
    <Card
      withBorder
      padding="sm"
      component="li"
      data-testid="client-question"
      data-unread={!question.read || undefined}
    >
      <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
        <Stack gap={0} style={{ minWidth: 0 }}>
          {/* Text as text: a client's words are never rendered as HTML. */}
          <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
            {question.name}
          </Text>
          <Text size="xs" c="dimmed">
            {formatDateTime(question.createdAt)}
            {question.linkLabel && ` · via ${question.linkLabel}`}
          </Text>
        </Stack>
        {!question.read && (
          <Badge color="red" variant="filled" style={{ flexShrink: 0 }}>
            New
          </Badge>
        )}
      </Group>
      <Text mt="xs" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
        {question.message}
      </Text>
      <Group justify="space-between" mt="xs" gap="xs">
        {question.email ? (
          <Anchor href={`mailto:${question.email}`} size="sm" style={{ overflowWrap: 'anywhere' }}>
            Reply to {question.email}
          </Anchor>
        ) : (
          <Text size="sm" c="dimmed">
            No reply address given
          </Text>
        )}
        <Button
          size="xs"
          variant="light"
          className={touch.target}
          loading={mark.isPending}
          onClick={() => mark.mutate({ id: question.id, read: !question.read })}
        >
          {question.read ? 'Mark as unread' : 'Mark as read'}
        </Button>
      </Group>
      {mark.isError && (
        <Text size="sm" c="red" role="alert" mt={4}>
          {errorMessage(mark.error, 'Could not save. Please try again.')}
        </Text>
      )}
    </Card>
  );
}

/** What clients asked through this project's links, newest first, unread ones marked. */
export function QuestionsPanel({ projectId }: { projectId: string }) {
  const questions = useProjectQuestions(projectId);
  if (questions.isPending) return <Text c="dimmed">Loading questions...</Text>;
  if (questions.isError) {
    return <Text c="red">{errorMessage(questions.error, 'Could not load the questions.')}</Text>;
  }
  if (questions.data.length === 0) {
    return (
      <Text c="dimmed">
        No questions yet. Clients can ask one from their project page (&quot;Ask a question&quot;).
      </Text>
    );
  }
  return (
    <Stack gap="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
      {questions.data.map((question) => (
        <QuestionItem key={question.id} question={question} projectId={projectId} />
      ))}
    </Stack>
  );
}
