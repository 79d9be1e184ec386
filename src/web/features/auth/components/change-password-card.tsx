import { Button, Card, PasswordInput, Stack, Text, Title } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { z } from 'zod';
import { changePasswordSchema } from '../../../../core/schemas/auth';
import { errorMessage } from '../../../lib/api-client';
import { useChangePassword } from '../api/change-password';

const formSchema = changePasswordSchema
  .extend({
    currentPassword: z.string().min(1, 'Current password is required'),
    confirmPassword: z.string().min(1, 'Please confirm the new password'),
  })
  .refine((values) => values.newPassword === values.confirmPassword, {
    path: ['confirmPassword'],
    message: 'New passwords do not match',
  });

export function ChangePasswordCard() {
  const changePassword = useChangePassword();
  const form = useForm({
    mode: 'uncontrolled',
    initialValues: { currentPassword: '', newPassword: '', confirmPassword: '' },
    validate: schemaResolver(formSchema, { sync: true }),
  });

  const submit = form.onSubmit(({ currentPassword, newPassword }) => {
    changePassword.mutate(
      { currentPassword, newPassword },
      {
        onSuccess: () => {
          notifications.show({
            title: 'Success',
            message: 'Password changed successfully',
            color: 'green',
          });
          form.reset();
        },
        onError: (error) => {
          notifications.show({
            title: 'Error',
            message: errorMessage(error, 'Failed to change password'),
            color: 'red',
          });
        },
      },
    );
  });

  return (
    <Card withBorder padding="lg">
      <Title order={2} size="h4">
        Change Password
      </Title>
      <Text size="sm" c="dimmed" mb="md">
        Other devices signed in to this account are signed out when the password changes.
      </Text>
      <form onSubmit={submit} noValidate>
        <Stack>
          <PasswordInput
            label="Current Password"
            autoComplete="current-password"
            required
            key={form.key('currentPassword')}
            {...form.getInputProps('currentPassword')}
          />
          <PasswordInput
            label="New Password"
            autoComplete="new-password"
            required
            key={form.key('newPassword')}
            {...form.getInputProps('newPassword')}
          />
          <PasswordInput
            label="Confirm New Password"
            autoComplete="new-password"
            required
            key={form.key('confirmPassword')}
            {...form.getInputProps('confirmPassword')}
          />
          <Button
            type="submit"
            loading={changePassword.isPending}
            style={{ alignSelf: 'flex-start' }}
          >
            Change Password
          </Button>
        </Stack>
      </form>
    </Card>
  );
}
