import { Button, Card, Center, PasswordInput, Stack, Text, TextInput, Title } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { IconArrowLeft } from '@tabler/icons-react';
import { Link } from 'react-router';
import { loginSchema } from '../../core/schemas/auth';
import { paths } from '../lib/paths';
import { ApiError } from '../lib/api-client';
import { useLogin } from '../features/auth';

function showLoginError(error: unknown) {
  if (error instanceof ApiError) {
    notifications.show({
      title: 'Login Failed',
      message: error.serverMessage ?? 'Invalid username or password',
      color: 'red',
    });
  } else {
    notifications.show({ title: 'Error', message: 'Failed to connect to server', color: 'red' });
  }
}

export default function LoginPage() {
  const login = useLogin();
  const form = useForm({
    mode: 'uncontrolled',
    initialValues: { username: '', password: '' },
    validate: schemaResolver(loginSchema, { sync: true }),
  });

  return (
    <Center mih="100vh" p="md">
      <Stack w="100%" maw={400}>
        <Card withBorder padding="xl" shadow="sm">
          <Title order={1} size="h2">
            Sign In
          </Title>
          <Text c="dimmed" size="sm" mb="lg">
            Sign in to manage your projects.
          </Text>
          <form
            noValidate
            onSubmit={form.onSubmit((values) => login.mutate(values, { onError: showLoginError }))}
          >
            <Stack>
              <TextInput
                label="Username"
                autoComplete="username"
                autoCapitalize="none"
                required
                data-autofocus
                key={form.key('username')}
                {...form.getInputProps('username')}
              />
              <PasswordInput
                label="Password"
                autoComplete="current-password"
                required
                key={form.key('password')}
                {...form.getInputProps('password')}
              />
              <Button type="submit" loading={login.isPending} fullWidth>
                Sign In
              </Button>
            </Stack>
          </form>
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
