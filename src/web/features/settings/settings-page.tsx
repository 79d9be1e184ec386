import { Stack } from '@mantine/core';
import { PageHeader } from '../../components/page-header';
import { ChangePasswordCard } from './components/change-password-card';

export default function SettingsPage() {
  return (
    <>
      <PageHeader title="Settings" subtitle="Manage your account and business preferences" />
      <Stack gap="lg">
        <ChangePasswordCard />
      </Stack>
    </>
  );
}
