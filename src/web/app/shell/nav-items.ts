import {
  IconAddressBook,
  IconBuildingSkyscraper,
  IconChecklist,
  IconFileDollar,
  IconFileInvoice,
  IconHistory,
  IconLayoutDashboard,
  IconNotebook,
  IconSettings,
  IconSun,
} from '@tabler/icons-react';
import type { Role } from '../../../core/schemas/auth';
import { paths } from '../../lib/paths';
import { isStaff } from '../../lib/roles';

const everyone = () => true;

export const navItems = [
  // A field user's dashboard is My day (they see no contacts or money).
  { label: 'Dashboard', to: paths.dashboard, icon: IconLayoutDashboard, shownTo: isStaff },
  { label: 'My day', to: paths.myDay, icon: IconSun, shownTo: everyone },
  { label: 'Contacts', to: paths.clients, icon: IconAddressBook, shownTo: isStaff },
  { label: 'Projects', to: paths.projects, icon: IconBuildingSkyscraper, shownTo: everyone },
  { label: 'Tasks', to: paths.tasks, icon: IconChecklist, shownTo: everyone },
  { label: 'Updates', to: paths.updates, icon: IconNotebook, shownTo: everyone },
  { label: 'Estimates', to: paths.estimates, icon: IconFileDollar, shownTo: isStaff },
  { label: 'Invoices', to: paths.invoices, icon: IconFileInvoice, shownTo: isStaff },
  { label: 'Activity', to: paths.activity, icon: IconHistory, shownTo: isStaff },
  { label: 'Settings', to: paths.settings, icon: IconSettings, shownTo: everyone },
] as const;

/** The sidebar entries a role may use (a field user sees no Contacts, Invoices or Activity). */
export const navItemsFor = (role: Role | undefined) =>
  navItems.filter((item) => item.shownTo(role));

/** The entry matching the current path: exact for the dashboard, by prefix otherwise. */
export function isActive(to: string, pathname: string): boolean {
  if (to === '/') return pathname === '/';
  if (to === paths.clients && pathname.startsWith(paths.contacts)) return true;
  return pathname === to || pathname.startsWith(`${to}/`);
}
