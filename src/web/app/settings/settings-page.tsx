import { Stack } from '@mantine/core';
import { PageHeader } from '../../components/page-header';
import { ChangePasswordCard } from '../../features/auth';
import { BusinessProfileCard } from '../../features/business';
import { DataTransferCard } from '../../features/data-transfer';
import { LocaleCard } from '../../features/locale';
import { MailSettingsCard } from '../../features/mail';
import { SentEmailsCard } from '../../features/schedules';
import { TimeZoneCard } from '../../features/summaries';
import { SharingSettingsCard } from '../../features/updates';
import { UploadSettingsCard } from '../../features/uploads';

// Settings belong to the features they configure; this page only lays their cards out.
export default function SettingsPage() {
  return (
    <>
      <PageHeader title="Settings" subtitle="Manage your account and business preferences" />
      {/* One column of cards, one width: the page sets it, not each card. */}
      <Stack gap="lg" maw={760}>
        <ChangePasswordCard />
        <MailSettingsCard />
        <SentEmailsCard />
        <TimeZoneCard />
        <LocaleCard />
        <SharingSettingsCard />
        <UploadSettingsCard />
        <BusinessProfileCard />
        <DataTransferCard />
      </Stack>
    </>
  );
}
