import {
  IconAddressBook,
  IconBuildingSkyscraper,
  IconChecklist,
  IconFileInvoice,
  IconLayoutDashboard,
  IconNotebook,
  IconSettings,
} from '@tabler/icons-react';
import { paths } from '../../lib/paths';

export const navItems = [
  { label: 'Dashboard', to: paths.dashboard, icon: IconLayoutDashboard },
  { label: 'Contacts', to: paths.clients, icon: IconAddressBook },
  { label: 'Projects', to: paths.projects, icon: IconBuildingSkyscraper },
  { label: 'Tasks', to: paths.tasks, icon: IconChecklist },
  { label: 'Updates', to: paths.updates, icon: IconNotebook },
  { label: 'Invoices', to: paths.invoices, icon: IconFileInvoice },
  { label: 'Settings', to: paths.settings, icon: IconSettings },
] as const;

/** The entry matching the current path: exact for the dashboard, by prefix otherwise. */
export function isActive(to: string, pathname: string): boolean {
  if (to === '/') return pathname === '/';
  if (to === paths.clients && pathname.startsWith(paths.contacts)) return true;
  return pathname === to || pathname.startsWith(`${to}/`);
}
