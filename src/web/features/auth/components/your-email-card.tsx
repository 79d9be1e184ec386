import { Button, Card, Stack, Text, TextInput, Title } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { profilePatchSchema, type User } from '../../../../core/schemas/auth';
import { errorMessage } from '../../../lib/api-client';
import { ROLE_LABELS } from '../../../lib/roles';
import { useUser } from '../api/get-user';
import { useUpdateProfile } from '../api/update-profile';

/** Settings: everyone keeps their own e-mail address (invitations and summaries go there). */
export function YourEmailCard() {
  const user = useUser().data;
  if (!user) return null;
  return <YourEmailForm key={user.id} user={user} />;
}

function YourEmailForm({ user }: { user: User }) {
  const update = useUpdateProfile();
  const form = useForm({
    mode: 'uncontrolled',
    initialValues: { email: user.email ?? '' },
    validate: schemaResolver(profilePatchSchema, { sync: true }),
  });
  const submit = form.onSubmit(({ email }) =>
    update.mutate(
      { email },
      {
        onSuccess: (saved) => {
          form.setInitialValues({ email: saved.email ?? '' });
          notifications.show({
            title: 'E-mail saved',
            message: saved.email ? `Your e-mail is ${saved.email}.` : 'Your e-mail was removed.',
            color: 'green',
          });
        },
        onError: (error) =>
          notifications.show({
            title: 'Error',
            message: errorMessage(error, 'Failed to save your e-mail. Please try again.'),
            color: 'red',
          }),
      },
    ),
  );
  return (
    <Card withBorder padding="lg">
      <Title order={2} size="h4">
        Your Account
      </Title>
      <Text size="sm" c="dimmed" mb="md">
        Signed in as {user.name} · {ROLE_LABELS[user.role]}
      </Text>
      <form onSubmit={submit} noValidate>
        <Stack>
          <TextInput
            label="Your e-mail"
            type="email"
            autoComplete="email"
            key={form.key('email')}
            {...form.getInputProps('email')}
          />
          <Button type="submit" loading={update.isPending} style={{ alignSelf: 'flex-start' }}>
            Save e-mail
          </Button>
        </Stack>
      </form>
    </Card>
  );
}
