import { Alert } from '@mantine/core';
import { PageHeader } from '../../components/page-header';

// Placeholder until this screen's issue lands.
export default function InvoicesPage() {
  return (
    <>
      <PageHeader title="Invoices" />
      <Alert color="gray">This screen is on its way.</Alert>
    </>
  );
}
