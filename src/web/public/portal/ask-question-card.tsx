import { Alert, Button, Card, Group, Stack, Text, TextInput, Textarea, Title } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { useState } from 'react';
import { MAX_QUESTION_LENGTH, portalQuestionInputSchema } from '../../../core/schemas/portal';
import { errorMessage } from '../../lib/api-client';
import { useAskQuestion } from './portal-api';

/** "Ask a question": name, message (with a counter) and an optional reply e-mail. */
export function AskQuestionCard({ token, businessName }: { token: string; businessName: string }) {
  const ask = useAskQuestion(token);
  const [sent, setSent] = useState(false);
  const form = useForm({
    initialValues: { name: '', message: '', email: '' },
    validate: schemaResolver(portalQuestionInputSchema, { sync: true }),
  });
  const length = form.values.message.length;

  const submit = form.onSubmit((values) => {
    setSent(false);
    ask.mutate(
      { name: values.name, message: values.message, email: values.email || undefined },
      {
        onSuccess: () => {
          setSent(true);
          form.setFieldValue('message', '');
        },
      },
    );
  });

  return (
    <Card withBorder padding="md" component="section" aria-labelledby="portal-ask-heading">
      <Title order={2} size="h4" id="portal-ask-heading">
        Ask a question
      </Title>
      <Text size="sm" c="dimmed" mb="sm">
        Your question goes to {businessName}. They will answer by e-mail if you leave an address.
      </Text>
      <form onSubmit={submit} noValidate>
        <Stack>
          <TextInput
            label="Your name"
            required
            autoComplete="name"
            {...form.getInputProps('name')}
          />
          <Textarea
            label="Message"
            required
            rows={4}
            maxLength={MAX_QUESTION_LENGTH}
            description={`${length} / ${MAX_QUESTION_LENGTH} characters`}
            {...form.getInputProps('message')}
          />
          <TextInput
            label="E-mail for the answer (optional)"
            type="email"
            autoComplete="email"
            {...form.getInputProps('email')}
          />
          {sent && (
            <Alert color="green" role="status" title="Question sent">
              Thank you. Your question was sent to {businessName}.
            </Alert>
          )}
          {ask.isError && (
            <Alert color="red" role="alert" title="Not sent">
              {errorMessage(ask.error, 'Your question could not be sent. Please try again.')}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button type="submit" loading={ask.isPending}>
              Send question
            </Button>
          </Group>
        </Stack>
      </form>
    </Card>
  );
}
