import { Alert } from '@mantine/core';
import { PageHeader } from '../../components/page-header';

// Placeholder until this screen's issue lands.
export default function ContactsPage() {
  return (
    <>
      <PageHeader title="Contacts" subtitle="Manage your clients, vendors, and subcontractors" />
      <Alert color="gray">This screen is on its way.</Alert>
    </>
  );
}
