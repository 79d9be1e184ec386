import { useLocation } from 'react-router';
import { useUser } from '../../features/auth';
import { UpdatesSkeleton } from '../../features/updates';
import { paths } from '../../lib/paths';
import { isField } from '../../lib/roles';
import { dashboardHeading, fixedHeadingAt, screenPath } from '../../lib/screen-headings';
import { hasVisitedDashboard } from '../dashboard/use-returning-visitor';
import { PageLoader } from '../page-loader';

// Apart from PageLoader: the router, in the code every visitor loads first, shows that;
// this is the signed-in shell's, and brings the Updates skeleton's code with it.

/**
 * The shell's skeleton of the screen being loaded: its real heading where it is known
 * (decision 223), painted as soon as the shell is, a second or so before the screen's own
 * code has arrived on a slow phone.
 */
export function ScreenLoader() {
  const path = screenPath(useLocation().pathname);
  const user = useUser().data;
  if (path === paths.updates) return <UpdatesSkeleton />;
  const heading =
    path === '/'
      ? isField(user?.role)
        ? undefined
        : dashboardHeading(hasVisitedDashboard(user?.id))
      : fixedHeadingAt(path);
  return <PageLoader heading={heading} />;
}
