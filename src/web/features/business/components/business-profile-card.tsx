import {
  Button,
  Card,
  Group,
  Loader,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import {
  businessProfileInputSchema,
  type BusinessProfile,
} from '../../../../core/schemas/business';
import { errorMessage } from '../../../lib/api-client';
import { useBusinessProfile } from '../api/get-business-profile';
import { useUpdateBusinessProfile } from '../api/update-business-profile';

function BusinessProfileForm({ profile }: { profile: BusinessProfile }) {
  const update = useUpdateBusinessProfile();
  const form = useForm({
    mode: 'uncontrolled',
    initialValues: profile,
    validate: schemaResolver(businessProfileInputSchema, { sync: true }),
  });

  const submit = form.onSubmit((values) => {
    update.mutate(values, {
      onSuccess: (saved) => {
        form.setInitialValues(saved);
        form.setValues(saved);
        notifications.show({
          title: 'Business profile saved',
          message: 'Your invoices will show these details.',
          color: 'green',
        });
      },
      onError: (error) =>
        notifications.show({
          title: 'Error',
          message: errorMessage(error, 'Failed to save the business profile. Please try again.'),
          color: 'red',
        }),
    });
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        <TextInput
          label="Business name"
          placeholder="Keller Engineering & Construction"
          autoComplete="organization"
          key={form.key('name')}
          {...form.getInputProps('name')}
        />
        <Textarea
          label="Address"
          placeholder={'14 Mill Road\nSpringfield, IL 62701'}
          autoComplete="street-address"
          rows={3}
          key={form.key('address')}
          {...form.getInputProps('address')}
        />
        <SimpleGrid cols={{ base: 1, xs: 2 }}>
          <TextInput
            label="Email"
            type="email"
            autoComplete="email"
            key={form.key('email')}
            {...form.getInputProps('email')}
          />
          <TextInput
            label="Phone"
            type="tel"
            autoComplete="tel"
            key={form.key('phone')}
            {...form.getInputProps('phone')}
          />
        </SimpleGrid>
        <Button type="submit" loading={update.isPending} style={{ alignSelf: 'flex-start' }}>
          Save Business Profile
        </Button>
      </Stack>
    </form>
  );
}

/** Settings card: the issuer details printed on every invoice PDF. */
export function BusinessProfileCard() {
  const profile = useBusinessProfile();
  return (
    <Card withBorder padding="lg">
      <Title order={2} size="h4">
        Business Profile
      </Title>
      <Text size="sm" c="dimmed" mb="md">
        Printed as the issuer on your invoice PDFs.
      </Text>
      {profile.data ? (
        <BusinessProfileForm profile={profile.data} />
      ) : profile.isError ? (
        <Text c="red" size="sm">
          The business profile could not be loaded.
        </Text>
      ) : (
        <Group justify="center" p="md">
          <Loader size="sm" aria-label="Loading business profile" />
        </Group>
      )}
    </Card>
  );
}
