import { Anchor, Avatar, Badge, Card, Group, Stack, Text } from '@mantine/core';
import { IconBriefcase, IconBuilding, IconMail, IconPhone } from '@tabler/icons-react';
import { memo } from 'react';
import { contactInitials } from '../../../../core/contact-sorting';
import type { Contact } from '../../../../core/schemas/contact';
import { RecordActions } from '../../../components/record-actions';

const typeColors: Record<Contact['type'], string> = {
  Client: 'blue',
  Vendor: 'teal',
  Subcontractor: 'orange',
};

interface ContactCardProps {
  contact: Contact;
  /**
   * Projects of this client that are not Completed; only shown for clients. Null while the
   * counts are on their way: the line keeps its place and says nothing yet.
   */
  activeProjects: number | null;
  highlighted: boolean;
  // Each takes the contact, so every card gets the same functions and renders again only
  // when its own contact changes (not when a dialog opens, decision 245).
  onEdit: (contact: Contact) => void;
  onDelete: (contact: Contact) => void;
}

export const ContactCard = memo(function ContactCard({
  contact,
  activeProjects,
  highlighted,
  onEdit,
  onDelete,
}: ContactCardProps) {
  return (
    <Card
      withBorder
      padding="lg"
      data-record-id={contact.id}
      data-testid="contact-card"
      className={highlighted ? 'record-highlight' : undefined}
    >
      <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
        <Group wrap="nowrap" gap="sm" style={{ minWidth: 0 }}>
          <Avatar color={typeColors[contact.type]} radius="xl" aria-hidden>
            {contactInitials(contact.name)}
          </Avatar>
          <Stack gap={4} style={{ minWidth: 0 }}>
            <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
              {contact.name}
            </Text>
            <Group gap={6}>
              <Badge color={typeColors[contact.type]} variant="light">
                {contact.type}
              </Badge>
              {contact.trade && <Badge variant="outline">{contact.trade}</Badge>}
            </Group>
          </Stack>
        </Group>
        <RecordActions
          editLabel={`Edit ${contact.name}`}
          deleteLabel={`Delete ${contact.name}`}
          onEdit={() => onEdit(contact)}
          onDelete={() => onDelete(contact)}
        />
      </Group>
      <Stack gap={6} mt="md">
        {contact.company && (
          <Group gap={8} wrap="nowrap">
            <IconBuilding size={16} aria-label="Company" />
            <Text size="sm" truncate="end">
              {contact.company}
            </Text>
          </Group>
        )}
        {contact.position && (
          <Group gap={8} wrap="nowrap">
            <IconBriefcase size={16} aria-label="Position" />
            <Text size="sm" truncate="end">
              {contact.position}
            </Text>
          </Group>
        )}
        <Group gap={8} wrap="nowrap">
          <IconMail size={16} aria-label="Email" />
          <Anchor size="sm" href={`mailto:${contact.email}`} title={contact.email} truncate="end">
            {contact.email}
          </Anchor>
        </Group>
        <Group gap={8} wrap="nowrap">
          <IconPhone size={16} aria-label="Phone" />
          <Anchor size="sm" href={`tel:${contact.phone.replace(/[^\d+]/g, '')}`}>
            {contact.phone}
          </Anchor>
        </Group>
        {contact.type === 'Client' && (
          <Text size="sm" c="dimmed">
            {activeProjects === null
              ? '\u00a0'
              : `${activeProjects} active project${activeProjects === 1 ? '' : 's'}`}
          </Text>
        )}
      </Stack>
    </Card>
  );
});
