import { Button, SimpleGrid, Text, TextInput } from '@mantine/core';
import { IconPlus, IconSearch } from '@tabler/icons-react';
import { useCallback, useMemo, useState } from 'react';
import {
  DEFAULT_CONTACT_FILTERS,
  filterAndSortContacts,
  type ContactFilters,
} from '../../../core/contact-sorting';
import type { Contact } from '../../../core/schemas/contact';
import { matchesText } from '../../../core/text-match';
import { EmptyState } from '../../components/empty-state';
import { PageHeader } from '../../components/page-header';
import { ListLoading } from '../../components/list-loading';
import { useFirstItems } from '../../lib/use-first-items';
import { useRecordHighlight } from '../../lib/use-record-highlight';
import { useUrlFilters } from '../../lib/use-url-filters';
import { useClientProjectCounts } from '../projects';
import { useContacts } from './api/get-contacts';
import { ContactCard } from './components/contact-card';
import { ContactFiltersCard } from './components/contact-filters-card';
import { ContactFormDialog } from './components/contact-form-dialog';
import { DeleteContactDialog } from './components/delete-contact-dialog';
import { SCREEN_HEADINGS } from '../../lib/screen-headings';

export default function ContactsPage() {
  const contacts = useContacts();
  const projectCounts = useClientProjectCounts();
  const [filters, setFilters] = useState<ContactFilters>(DEFAULT_CONTACT_FILTERS);
  // The text search is kept in the address (issue 18): a reload or a link keeps it.
  const [url, setUrl] = useUrlFilters(['q'] as const);
  const [formOpened, setFormOpened] = useState(false);
  const [editing, setEditing] = useState<Contact | null>(null);
  const [deleting, setDeleting] = useState<Contact | null>(null);

  const visible = useMemo(
    () =>
      filterAndSortContacts(contacts.data ?? [], filters).filter((contact) =>
        matchesText(url.q, [contact.name, contact.company, contact.email, contact.phone]),
      ),
    [contacts.data, filters, url.q],
  );
  // "Active" = every status but Completed (docs/decisions/010-contacts.md), counted by the
  // server (decision 262); undefined until the counts have come.
  const activeProjects = useMemo(
    () =>
      projectCounts.data && new Map(projectCounts.data.map((row) => [row.clientId, row.active])),
    [projectCounts.data],
  );
  const highlightId = useRecordHighlight((id) => visible.some((c) => c.id === id));

  const cards = useFirstItems(visible, highlightId !== null);

  const openForm = useCallback((contact: Contact | null) => {
    setEditing(contact);
    setFormOpened(true);
  }, []);

  return (
    <>
      <PageHeader
        {...SCREEN_HEADINGS.contacts}
        actions={
          <Button leftSection={<IconPlus size={18} />} onClick={() => openForm(null)}>
            Add Contact
          </Button>
        }
      />
      <TextInput
        mb="md"
        maw={420}
        label="Search contacts"
        placeholder="Name, company, e-mail or phone"
        leftSection={<IconSearch size={16} aria-hidden />}
        value={url.q ?? ''}
        onChange={(event) => setUrl({ q: event.currentTarget.value })}
      />
      <ContactFiltersCard filters={filters} onChange={setFilters} />
      {contacts.isPending ? (
        <ListLoading text="Loading contacts..." paused={contacts.fetchStatus === 'paused'} />
      ) : contacts.isError ? (
        <Text c="red">Failed to load contacts. Please reload the page.</Text>
      ) : contacts.data.length === 0 ? (
        <EmptyState
          action={
            <Button leftSection={<IconPlus size={18} />} onClick={() => openForm(null)}>
              Add your first contact
            </Button>
          }
        >
          No contacts found matching your filters. Add your clients, subcontractors and suppliers
          here: a project starts from a client.
        </EmptyState>
      ) : visible.length === 0 ? (
        <Text c="dimmed">No contacts found matching your filters.</Text>
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
          {cards.map((contact) => (
            <ContactCard
              key={contact.id}
              contact={contact}
              activeProjects={activeProjects ? (activeProjects.get(contact.id) ?? 0) : null}
              highlighted={contact.id === highlightId}
              onEdit={openForm}
              onDelete={setDeleting}
            />
          ))}
        </SimpleGrid>
      )}
      <ContactFormDialog
        opened={formOpened}
        contact={editing}
        onClose={() => setFormOpened(false)}
      />
      <DeleteContactDialog contact={deleting} onClose={() => setDeleting(null)} />
    </>
  );
}
