import {
  Alert,
  Button,
  Card,
  Center,
  Group,
  PasswordInput,
  Stack,
  Text,
  ThemeIcon,
  Title,
} from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { IconArrowLeft, IconBuildingCommunity } from '@tabler/icons-react';
import { Link, useParams } from 'react-router';
import { z } from 'zod';
import { acceptInvitationSchema } from '../../core/schemas/team';
import { ApiError, errorMessage } from '../lib/api-client';
import { paths } from '../lib/paths';
import { useAcceptInvitation, useInvitation } from './invite-api';

const formSchema = z
  .object({
    password: acceptInvitationSchema.shape.password,
    confirmPassword: z.string().min(1, 'Please confirm the new password'),
  })
  .refine((values) => values.password === values.confirmPassword, {
    path: ['confirmPassword'],
    message: 'New passwords do not match',
  });

/**
 * `/invite/{token}`: the invited person chooses a password (the change-password rules)
 * and is signed in. A used, replaced or expired link answers 410 with a message.
 */
export default function InvitePage() {
  const token = useParams().token ?? '';
  const invitation = useInvitation(token);
  const accept = useAcceptInvitation();
  const form = useForm({
    mode: 'uncontrolled',
    initialValues: { password: '', confirmPassword: '' },
    validate: schemaResolver(formSchema, { sync: true }),
  });
  // A used, withdrawn or expired link says so on opening, or when the password is sent.
  const deadError = [invitation.error, accept.error].find(
    (error) => error instanceof ApiError && error.status === 410,
  );
  const failure = accept.error
    ? errorMessage(accept.error, 'Could not set the password. Please try again.')
    : null;
  const greeting = invitation.data;

  const submit = form.onSubmit(({ password }) =>
    accept.mutate(
      { token, password },
      {
        onSuccess: (user) =>
          notifications.show({
            title: `Welcome, ${user.name}!`,
            message: `You are signed in. Next time, sign in as "${user.username}" with this password.`,
            color: 'green',
          }),
      },
    ),
  );

  return (
    <Center mih="100vh" p="md">
      <Stack w="100%" maw={420}>
        <Card withBorder padding="xl" shadow="sm">
          <Group gap="xs" mb="sm" wrap="nowrap">
            <ThemeIcon size="lg" radius="md" aria-hidden>
              <IconBuildingCommunity size={18} />
            </ThemeIcon>
            <Text fw={700} size="lg">
              Sitebook
            </Text>
          </Group>
          <Title order={1} size="h2">
            Join your team
          </Title>
          {deadError ? (
            <Stack mt="md">
              <Alert color="red" role="alert" title="This link no longer works">
                {/* The server's reason ends with what to do: sign in, or ask for a new link. */}
                <Text size="sm">
                  {errorMessage(deadError, 'This invitation link is not valid.')}
                </Text>
              </Alert>
              <Button component={Link} to={paths.login} variant="light" fullWidth size="md">
                Go to sign in
              </Button>
            </Stack>
          ) : (
            <>
              {greeting && (
                <Text mt="xs" data-testid="invitation-greeting">
                  {`Hi ${greeting.name}, ${greeting.business || 'your team'} invited you to Sitebook. You will sign in as "${greeting.username}".`}
                </Text>
              )}
              <Text c="dimmed" size="sm" mb="lg" mt="xs">
                Choose a password to finish setting up your account. It needs at least 8 characters.
              </Text>
              <form onSubmit={submit} noValidate>
                <Stack>
                  <PasswordInput
                    label="New Password"
                    autoComplete="new-password"
                    required
                    data-autofocus
                    size="md"
                    key={form.key('password')}
                    {...form.getInputProps('password')}
                  />
                  <PasswordInput
                    label="Confirm New Password"
                    autoComplete="new-password"
                    required
                    size="md"
                    key={form.key('confirmPassword')}
                    {...form.getInputProps('confirmPassword')}
                  />
                  {failure && (
                    <Alert color="red" role="alert">
                      {failure}
                    </Alert>
                  )}
                  <Button type="submit" loading={accept.isPending} fullWidth size="md" mih={44}>
                    Set password and sign in
                  </Button>
                </Stack>
              </form>
            </>
          )}
        </Card>
        <Button
          component={Link}
          to={paths.home}
          variant="subtle"
          leftSection={<IconArrowLeft size={16} />}
          style={{ alignSelf: 'center' }}
        >
          Back to Home
        </Button>
      </Stack>
    </Center>
  );
}
