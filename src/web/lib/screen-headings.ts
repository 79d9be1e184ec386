import { paths } from './paths';

export interface ScreenHeading {
  title: string;
  subtitle: string;
}

// Each screen's heading, in one place: its page shows it, and so does the skeleton the
// shell shows while the screen's code loads (decision 223), so on a slow phone the heading
// is there, where it will stay, a second before the rest of the screen.
export const SCREEN_HEADINGS = {
  projects: { title: 'Projects', subtitle: 'Track all your construction projects' },
  contacts: { title: 'Contacts', subtitle: 'Manage your clients, vendors, and subcontractors' },
  tasks: {
    title: 'Daily Task Tracker',
    subtitle: 'Manage daily tasks and track progress by project',
  },
  updates: { title: 'Project Updates', subtitle: 'Track daily progress and milestones' },
  invoices: {
    title: 'Invoices',
    subtitle: 'Bill your clients, send invoices and track what is owed',
  },
  activity: { title: 'Activity', subtitle: 'Who did what, and when' },
  settings: { title: 'Settings', subtitle: 'Manage your account and business preferences' },
} satisfies Record<string, ScreenHeading>;

/** The dashboard greets a person who has been there before on this device as returning. */
export const dashboardHeading = (returning: boolean): ScreenHeading => ({
  title: 'Dashboard',
  subtitle: returning
    ? "Welcome back! Here's your project summary and key metrics."
    : "Welcome to Sitebook! Here's your project summary and key metrics.",
});

const BY_PATH: Record<string, ScreenHeading> = {
  [paths.projects]: SCREEN_HEADINGS.projects,
  [paths.clients]: SCREEN_HEADINGS.contacts,
  [paths.contacts]: SCREEN_HEADINGS.contacts,
  [paths.tasks]: SCREEN_HEADINGS.tasks,
  [paths.updates]: SCREEN_HEADINGS.updates,
  [paths.invoices]: SCREEN_HEADINGS.invoices,
  [paths.activity]: SCREEN_HEADINGS.activity,
  [paths.settings]: SCREEN_HEADINGS.settings,
};

/** The screen's path as the routes name it: `/tasks/` is `/tasks`. */
export const screenPath = (pathname: string) => pathname.replace(/\/+$/, '') || '/';

/** The heading of the screen at `pathname` whose heading is the same for everyone, if any. */
export function fixedHeadingAt(pathname: string): ScreenHeading | undefined {
  const path = screenPath(pathname);
  return (
    BY_PATH[path] ?? (path.startsWith(`${paths.settings}/`) ? BY_PATH[paths.settings] : undefined)
  );
}
