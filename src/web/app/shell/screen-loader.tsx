import { useLocation } from 'react-router';
import { useUser } from '../../features/auth';
import { UpdatesSkeleton } from '../../features/updates';
import { paths } from '../../lib/paths';
import { screenPath } from '../../lib/screen-headings';
import { loadingHeadingAt } from '../loading-heading';
import { PageLoader } from '../page-loader';

// Apart from PageLoader: the router, in the code every visitor loads first, shows that;
// this is the signed-in shell's, and brings the Updates skeleton's code with it.

/**
 * The shell's skeleton of the screen being loaded: its real heading where it is known
 * (decision 223), as the frame before the shell showed it (decision 232).
 */
export function ScreenLoader() {
  const { pathname } = useLocation();
  const user = useUser().data;
  if (screenPath(pathname) === paths.updates) return <UpdatesSkeleton />;
  return <PageLoader heading={loadingHeadingAt(pathname, user)} />;
}
