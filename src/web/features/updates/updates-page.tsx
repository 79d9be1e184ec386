import { Alert } from '@mantine/core';
import { PageHeader } from '../../components/page-header';

// Placeholder until this screen's issue lands.
export default function UpdatesPage() {
  return (
    <>
      <PageHeader title="Project Updates" subtitle="Track daily progress and milestones" />
      <Alert color="gray">This screen is on its way.</Alert>
    </>
  );
}
