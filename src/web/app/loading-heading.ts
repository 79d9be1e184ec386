import type { User } from '../../core/schemas/auth';
import { isField } from '../lib/roles';
import { dashboardHeading, fixedHeadingAt, screenPath } from '../lib/screen-headings';
import { hasVisitedDashboard } from './dashboard/use-returning-visitor';

/**
 * The heading a screen shows while its code loads: the frame's (shell-frame.tsx) and the
 * shell's (screen-loader.tsx) are the same, so it never changes as one replaces the other.
 * None where it depends on data (a project's page) or on who it is (a field user's home).
 */
export function loadingHeadingAt(pathname: string, user: User | null | undefined) {
  const path = screenPath(pathname);
  if (path !== '/') return fixedHeadingAt(path);
  return isField(user?.role) ? undefined : dashboardHeading(hasVisitedDashboard(user?.id));
}
