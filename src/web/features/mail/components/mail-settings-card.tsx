import {
  Badge,
  Button,
  Card,
  Divider,
  Group,
  NumberInput,
  PasswordInput,
  SimpleGrid,
  Stack,
  Switch,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { useEffect } from 'react';
import { mailSettingsInputSchema, type MailSettings } from '../../../../core/schemas/email';
import { errorMessage } from '../../../lib/api-client';
import { useMailSettings } from '../api/get-mail-settings';
import { useSaveMailSettings } from '../api/save-mail-settings';
import { TestEmailForm } from './test-email-form';

const SOURCE_TEXT: Record<MailSettings['source'], { label: string; color: string }> = {
  settings: { label: 'Configured', color: 'green' },
  environment: { label: 'Using SMTP_URL from the server', color: 'blue' },
  none: { label: 'Not configured', color: 'gray' },
};

const formValues = (settings?: MailSettings) => ({
  host: settings?.host ?? '',
  port: settings?.port ?? 587,
  secure: settings?.secure ?? false,
  username: settings?.username ?? '',
  password: '',
  from: settings?.from ?? '',
});

/** Settings > E-mail (SMTP): the server summaries and updates are sent through. */
export function MailSettingsCard() {
  const settings = useMailSettings();
  const save = useSaveMailSettings();
  const form = useForm({
    initialValues: formValues(),
    validate: schemaResolver(mailSettingsInputSchema, { sync: true }),
  });

  useEffect(() => {
    if (settings.data) {
      form.setValues(formValues(settings.data));
      form.resetDirty(formValues(settings.data));
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps -- load the saved values once they arrive
  }, [settings.data]);

  const submit = form.onSubmit((values) => {
    // A blank password keeps the saved one; it is never sent back to show here.
    save.mutate(
      { ...values, password: values.password ? values.password : undefined },
      {
        onSuccess: () =>
          notifications.show({
            title: 'Settings saved',
            message: 'E-mail settings have been saved.',
            color: 'green',
          }),
        onError: (error) =>
          notifications.show({
            title: 'Error',
            message: errorMessage(error, 'Failed to save the e-mail settings.'),
            color: 'red',
          }),
      },
    );
  });

  const source = SOURCE_TEXT[settings.data?.source ?? 'none'];
  return (
    <Card withBorder padding="lg">
      <Group justify="space-between" gap="xs">
        <Title order={2} size="h4">
          E-mail (SMTP)
        </Title>
        {settings.data && (
          <Badge color={source.color} variant="light">
            {source.label}
          </Badge>
        )}
      </Group>
      <Text size="sm" c="dimmed" mb="md">
        Project summaries and updates are e-mailed through this mail server. Your provider (for
        example your e-mail host) lists these values.
      </Text>
      <form onSubmit={submit} noValidate>
        <Stack>
          <SimpleGrid cols={{ base: 1, sm: 3 }}>
            <TextInput
              label="SMTP host"
              placeholder="smtp.example.com"
              required
              style={{ gridColumn: 'span 2' }}
              {...form.getInputProps('host')}
            />
            <NumberInput
              label="Port"
              min={1}
              max={65535}
              allowDecimal={false}
              required
              {...form.getInputProps('port')}
            />
          </SimpleGrid>
          <Switch
            label="Use TLS from the start (usually port 465)"
            description="Off: the connection is upgraded with STARTTLS when the server offers it (port 587)."
            {...form.getInputProps('secure', { type: 'checkbox' })}
          />
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput label="Username" autoComplete="off" {...form.getInputProps('username')} />
            <PasswordInput
              label="Password"
              autoComplete="new-password"
              placeholder={settings.data?.hasPassword ? 'Saved (leave blank to keep)' : undefined}
              description={
                settings.data?.hasPassword
                  ? 'A new host, port, TLS setting or username needs the password again.'
                  : undefined
              }
              {...form.getInputProps('password')}
            />
          </SimpleGrid>
          <TextInput
            label="From address"
            type="email"
            placeholder="office@yourbusiness.com"
            description="Recipients see e-mails as coming from this address."
            {...form.getInputProps('from')}
          />
          <Button type="submit" loading={save.isPending} style={{ alignSelf: 'flex-start' }}>
            Save E-mail Settings
          </Button>
        </Stack>
      </form>
      <Divider my="lg" />
      <TestEmailForm disabled={settings.data?.source === 'none'} />
    </Card>
  );
}
