import { Alert, Button, Group, Modal, Select, Stack, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { useState } from 'react';
import { ROLES, type Role } from '../../../../core/schemas/auth';
import { userCreateSchema, type UserCreated } from '../../../../core/schemas/team';
import { errorMessage } from '../../../lib/api-client';
import { ROLE_DESCRIPTIONS, ROLE_LABELS } from '../../../lib/roles';
import { useCreateUser } from '../api/create-user';
import { InviteLinkPanel } from './invite-link-panel';

export const roleOptions = ROLES.map((role) => ({
  value: role,
  label: `${ROLE_LABELS[role]}: ${ROLE_DESCRIPTIONS[role]}`,
}));

interface FormValues {
  name: string;
  username: string;
  email: string;
  role: Role;
}

/** Add a person: once saved, the dialog shows their invitation link (only this once). */
export function AddPersonDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const [created, setCreated] = useState<UserCreated | null>(null);
  const close = () => {
    setCreated(null);
    onClose();
  };
  return (
    <Modal
      opened={opened}
      onClose={close}
      title={created ? `Invitation for ${created.user.name}` : 'Add person'}
      size="lg"
    >
      {created ? (
        <Stack>
          <InviteLinkPanel name={created.user.name} inviteUrl={created.inviteUrl} />
          <Group justify="flex-end">
            <Button onClick={close}>Done</Button>
          </Group>
        </Stack>
      ) : (
        opened && <AddPersonForm onCreated={setCreated} onCancel={close} />
      )}
    </Modal>
  );
}

function AddPersonForm({
  onCreated,
  onCancel,
}: {
  onCreated: (created: UserCreated) => void;
  onCancel: () => void;
}) {
  const create = useCreateUser();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<FormValues>({
    initialValues: { name: '', username: '', email: '', role: 'field' },
    validate: schemaResolver(userCreateSchema, { sync: true }),
  });

  const submit = form.onSubmit((values) => {
    setFailure(null);
    create.mutate(values, {
      // The dialog itself turns into the invitation: no toast over it.
      onSuccess: onCreated,
      onError: (error) =>
        setFailure(errorMessage(error, 'Failed to add the person. Please try again.')),
    });
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        <TextInput
          label="Name"
          required
          autoComplete="off"
          data-autofocus
          {...form.getInputProps('name')}
        />
        <TextInput
          label="Username"
          description="What they sign in with"
          required
          autoComplete="off"
          autoCapitalize="none"
          {...form.getInputProps('username')}
        />
        <TextInput
          label="E-mail"
          description="Optional: the invitation is e-mailed too when e-mail is set up"
          type="email"
          autoComplete="off"
          {...form.getInputProps('email')}
        />
        <Select
          label="Role"
          required
          allowDeselect={false}
          data={roleOptions}
          {...form.getInputProps('role')}
        />
        {failure && (
          <Alert color="red" role="alert">
            {failure}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel} disabled={create.isPending}>
            Cancel
          </Button>
          <Button type="submit" loading={create.isPending}>
            Add person
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
