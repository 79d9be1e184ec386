import { Alert } from '@mantine/core';
import { PageHeader } from '../../components/page-header';

// Placeholder until this screen's issue lands.
export default function ProjectsPage() {
  return (
    <>
      <PageHeader title="Projects" subtitle="Track all your construction projects" />
      <Alert color="gray">This screen is on its way.</Alert>
    </>
  );
}
