import { Stack } from '@mantine/core';
import { PageHeader } from '../../components/page-header';
import { BusinessProfileCard } from '../business/components/business-profile-card';
import { DataTransferCard } from '../data-transfer/components/data-transfer-card';
import { ChangePasswordCard } from './components/change-password-card';
import { LocaleCard } from '../locale/components/locale-card';
import { SentEmailsCard } from '../schedules/components/sent-emails-card';
import { MailSettingsCard } from '../mail/components/mail-settings-card';
import { TimeZoneCard } from '../summaries/components/time-zone-card';
import { SharingSettingsCard } from '../updates/components/sharing-settings-card';
import { UploadSettingsCard } from '../uploads/components/upload-settings-card';

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
