import { Alert } from '@mantine/core';
import { PageHeader } from '../../components/page-header';

// Placeholder until this screen's issue lands.
export default function TasksPage() {
  return (
    <>
      <PageHeader
        title="Daily Task Tracker"
        subtitle="Manage daily tasks and track progress by project"
      />
      <Alert color="gray">This screen is on its way.</Alert>
    </>
  );
}
