import { Stack } from '@mantine/core';
import { PageHeader } from '../../components/page-header';
import { ChangePasswordCard, useUser, YourEmailCard } from '../../features/auth';
import { BusinessProfileCard } from '../../features/business';
import { WeatherSettingsCard } from '../../features/daily-log';
import { DataTransferCard } from '../../features/data-transfer';
import { InvoicingSettingsCard, TaxRatesCard } from '../../features/invoices';
import { LocaleCard } from '../../features/locale';
import { MailSettingsCard } from '../../features/mail';
import { SentEmailsCard } from '../../features/schedules';
import { TimeZoneCard } from '../../features/summaries';
import { TeamCard } from '../../features/team';
import { SharingSettingsCard } from '../../features/updates';
import { UploadSettingsCard } from '../../features/uploads';
import { isOwner, isStaff } from '../../lib/roles';

// Settings belong to the features they configure; this page only lays their cards out.
// Issue 15 (decision 150): everyone keeps their password and e-mail; office adds the sent
// e-mails, CSV exports and the contact import; only the owner sees the team, the system
// settings (SMTP, sharing, photos, locale, time zone, business profile) and the full export.
export default function SettingsPage() {
  const role = useUser().data?.role;
  const owner = isOwner(role);
  return (
    <>
      <PageHeader title="Settings" subtitle="Manage your account and business preferences" />
      {/* One column of cards, one width: the page sets it, not each card. */}
      <Stack gap="lg" maw={760}>
        <ChangePasswordCard />
        <YourEmailCard />
        {owner && <TeamCard />}
        {owner && <MailSettingsCard />}
        {isStaff(role) && <SentEmailsCard />}
        {isStaff(role) && <TaxRatesCard />}
        {isStaff(role) && <InvoicingSettingsCard />}
        {owner && <TimeZoneCard />}
        {owner && <LocaleCard />}
        {owner && <WeatherSettingsCard />}
        {owner && <SharingSettingsCard />}
        {owner && <UploadSettingsCard />}
        {owner && <BusinessProfileCard />}
        {isStaff(role) && <DataTransferCard fullExport={owner} />}
      </Stack>
    </>
  );
}
