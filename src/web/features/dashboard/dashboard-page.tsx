import { Alert } from '@mantine/core';
import { PageHeader } from '../../components/page-header';

// Placeholder until this screen's issue lands.
export default function DashboardPage() {
  return (
    <>
      <PageHeader
        title="Dashboard"
        subtitle="Welcome back! Here's your project summary and key metrics."
      />
      <Alert color="gray">This screen is on its way.</Alert>
    </>
  );
}
