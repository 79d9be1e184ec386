import { Button, Group, Modal, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import {
  CONTACT_TYPES,
  contactInputSchema,
  TRADES,
  type Contact,
  type ContactType,
  type Trade,
} from '../../../../core/schemas/contact';
import { useCreateContact } from '../api/create-contact';
import { useUpdateContact } from '../api/update-contact';
import { characterCount } from '../../../components/character-count';
import { DraftNotice } from '../../../components/draft-notice';
import { useFormDialogReset } from '../../../lib/use-form-dialog-reset';

interface FormValues {
  name: string;
  email: string;
  phone: string;
  company: string;
  position: string;
  type: ContactType;
  trade: Trade | null;
}

const blank: FormValues = {
  name: '',
  email: '',
  phone: '',
  company: '',
  position: '',
  type: 'Client',
  trade: null,
};

const valuesOf = (contact: Contact): FormValues => ({
  name: contact.name,
  email: contact.email,
  phone: contact.phone,
  company: contact.company ?? '',
  position: contact.position ?? '',
  type: contact.type,
  trade: contact.trade ?? null,
});

interface ContactFormDialogProps {
  opened: boolean;
  /** The contact being edited; null adds a new one. */
  contact: Contact | null;
  onClose: () => void;
}

export function ContactFormDialog({ opened, contact, onClose }: ContactFormDialogProps) {
  const createContact = useCreateContact();
  const updateContact = useUpdateContact();
  const form = useForm<FormValues>({
    initialValues: blank,
    validate: schemaResolver(contactInputSchema, { sync: true }),
    // A phone number with letters is named as soon as the field is left, not at Save.
    validateInputOnBlur: ['phone'],
  });
  const draft = useFormDialogReset(form, {
    opened,
    record: contact,
    valuesOf,
    blank: () => blank,
    draft: 'contact',
  });

  const pending = createContact.isPending || updateContact.isPending;

  const submit = form.onSubmit((values) => {
    const input = { ...values, trade: values.type === 'Client' ? null : values.trade };
    if (contact) {
      updateContact.mutate(
        { id: contact.id, input },
        {
          onSuccess: () => {
            notifications.show({
              title: 'Contact updated',
              message: 'The contact has been updated successfully.',
              color: 'green',
            });
            draft.clear();
            onClose();
          },
          onError: () =>
            notifications.show({
              title: 'Error',
              message: 'Failed to update contact. Please try again.',
              color: 'red',
            }),
        },
      );
      return;
    }
    createContact.mutate(input, {
      onSuccess: () => {
        notifications.show({
          title: 'Contact added',
          message: 'The contact has been added successfully.',
          color: 'green',
        });
        draft.clear();
        onClose();
      },
      onError: () =>
        notifications.show({
          title: 'Error',
          message: 'Failed to add contact. Please try again.',
          color: 'red',
        }),
    });
  });

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={contact ? 'Edit Contact' : 'Add Contact'}
      size="lg"
    >
      <form onSubmit={submit} noValidate>
        <Stack>
          <DraftNotice draft={draft} />
          <TextInput
            label="Name"
            required
            data-autofocus
            {...form.getInputProps('name')}
            {...characterCount(form.values.name, 200)}
          />
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput
              label="Email"
              type="email"
              required
              autoComplete="off"
              {...form.getInputProps('email')}
            />
            <TextInput
              label="Phone"
              type="tel"
              inputMode="tel"
              required
              {...form.getInputProps('phone')}
              {...characterCount(form.values.phone, 50)}
            />
            <TextInput
              label="Company"
              {...form.getInputProps('company')}
              {...characterCount(form.values.company, 200)}
            />
            <TextInput
              label="Position"
              {...form.getInputProps('position')}
              {...characterCount(form.values.position, 200)}
            />
            <Select
              label="Type"
              required
              allowDeselect={false}
              data={[...CONTACT_TYPES]}
              {...form.getInputProps('type')}
              onChange={(value) => {
                // Changing the type clears the chosen trade (spec section 4).
                form.setFieldValue('type', (value ?? 'Client') as ContactType);
                form.setFieldValue('trade', null);
              }}
            />
            {form.values.type !== 'Client' && (
              <Select
                label="Trade"
                placeholder="Select a trade"
                clearable
                data={[...TRADES]}
                {...form.getInputProps('trade')}
              />
            )}
          </SimpleGrid>
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose} disabled={pending}>
              Cancel
            </Button>
            <Button type="submit" loading={pending}>
              {contact ? 'Save Changes' : 'Add Contact'}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
