import { Stack, Tabs, useMatches } from '@mantine/core';
import type { ReactNode } from 'react';
import { Navigate, useNavigate, useParams } from 'react-router';
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
import { paths, SETTINGS_SECTIONS, type SettingsSection } from '../../lib/paths';
import { isOwner, isStaff } from '../../lib/roles';
import NotFoundPage from '../not-found-page';
import { SCREEN_HEADINGS } from '../../lib/screen-headings';

// Settings belong to the features they configure; this page only lays their cards out,
// in sections with their own addresses (issue 18, decision 181); /settings shows the first.
// Issue 15 (decision 150): everyone keeps their password and e-mail; office adds the sent
// e-mails, tax rates, invoicing and the CSV exports; only the owner sees the team and the
// system settings (SMTP, sharing, photos, locale, time zone, weather, business profile) and
// the full export. A section with no card for a role is not offered to it.

const LABELS: Record<SettingsSection, string> = {
  account: 'Account',
  business: 'Business',
  email: 'E-mail',
  sharing: 'Sharing',
  data: 'Data',
};

function sectionCards(owner: boolean, staff: boolean): Record<SettingsSection, ReactNode[]> {
  const when = (shown: boolean, card: ReactNode) => (shown ? [card] : []);
  return {
    account: [
      <ChangePasswordCard key="password" />,
      <YourEmailCard key="email" />,
      ...when(owner, <TeamCard key="team" />),
    ],
    business: [
      ...when(owner, <BusinessProfileCard key="profile" />),
      ...when(staff, <TaxRatesCard key="tax" />),
      ...when(staff, <InvoicingSettingsCard key="invoicing" />),
      ...when(owner, <TimeZoneCard key="time-zone" />),
      ...when(owner, <LocaleCard key="locale" />),
      ...when(owner, <WeatherSettingsCard key="weather" />),
    ],
    email: [
      ...when(owner, <MailSettingsCard key="mail" />),
      ...when(staff, <SentEmailsCard key="sent" />),
    ],
    sharing: when(owner, <SharingSettingsCard key="sharing" />),
    data: [
      ...when(owner, <UploadSettingsCard key="uploads" />),
      ...when(staff, <DataTransferCard key="transfer" fullExport={owner} />),
    ],
  };
}

const isSection = (value: string | undefined): value is SettingsSection =>
  (SETTINGS_SECTIONS as readonly string[]).includes(value ?? '');

export default function SettingsPage() {
  const { section: param } = useParams();
  const navigate = useNavigate();
  const role = useUser().data?.role;
  const cards = sectionCards(isOwner(role), isStaff(role));
  const offered = SETTINGS_SECTIONS.filter((key) => cards[key].length > 0);
  // Inline, so it wins over the tab's own padding: all five fit a 390 px screen.
  const tabPadding = useMatches({ base: 8, sm: 16 });

  if (param !== undefined && !isSection(param)) return <NotFoundPage />;
  const section = param ?? offered[0] ?? 'account';
  // Someone else's section (a field user at /settings/business): their first one instead.
  if (!offered.includes(section)) return <Navigate to={paths.settings} replace />;

  return (
    <>
      <PageHeader {...SCREEN_HEADINGS.settings} />
      <Tabs
        value={section}
        onChange={(next) => next && navigate(paths.settingsSection(next as SettingsSection))}
        keepMounted={false}
      >
        {/* Five short names fit 390 px with narrower padding; the list scrolls rather than
            wraps if a larger font does not fit. */}
        <Tabs.List
          mb="lg"
          aria-label="Settings sections"
          style={{ flexWrap: 'nowrap', overflowX: 'auto' }}
        >
          {offered.map((key) => (
            <Tabs.Tab key={key} value={key} style={{ flexShrink: 0, paddingInline: tabPadding }}>
              {LABELS[key]}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        {offered.map((key) => (
          <Tabs.Panel key={key} value={key}>
            {/* One column of cards, one width: the page sets it, not each card. */}
            <Stack gap="lg" maw={760}>
              {cards[key]}
            </Stack>
          </Tabs.Panel>
        ))}
      </Tabs>
    </>
  );
}
