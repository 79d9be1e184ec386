import { matchPath, useLocation } from 'react-router';
import { useUser } from '../features/auth';
import { paths } from '../lib/paths';
import type { ScreenHeading } from '../lib/screen-headings';
import { FrameLayout } from './frame-layout';
import { useFrameSkeleton } from './frame-state';
import { loadingHeadingAt } from './loading-heading';
import { PageLoader } from './page-loader';
import { readSidebarExpanded, sidebarWidth } from './sidebar-cookie';

/**
 * What a signed-in person sees while the shell's code loads (decision 232): the shell's
 * header and sidebar, empty, and the screen's heading and skeleton where the shell will
 * put them. The heading is most of a screen's first paint (its largest text on the
 * dashboard, Tasks and Invoices), and it no longer waits for the shell's ~50 files; on
 * Updates, so are its first notes: the frame waits a moment for them and draws nothing
 * meanwhile, so that one render draws the heading and the notes (decision 244).
 */
export function ShellFrame({ heading }: { heading: ScreenHeading | undefined }) {
  const { pathname, search } = useLocation();
  const { Skeleton, waiting } = useFrameSkeleton(pathname, search, !!heading);
  if (waiting) return null;
  return (
    <FrameLayout navbarWidth={sidebarWidth(readSidebarExpanded())}>
      {Skeleton ? <Skeleton /> : <PageLoader heading={heading} />}
    </FrameLayout>
  );
}

// The signed-in half's pages that are not in the shell (signed-in-app.tsx).
const OUTSIDE_SHELL = [paths.portal, paths.approve, paths.invite];

const outsideShell = (pathname: string) => OUTSIDE_SHELL.some((path) => matchPath(path, pathname));

/** Whether the frame is shown, and the shell's code waits for it to be painted. */
export const frameComesFirst = (pathname: string) => !outsideShell(pathname);

/**
 * What someone signed in sees until the shell is there (its code loading, their kept lists
 * being read back): the frame with the screen's heading, which stays until the shell's own.
 */
export function SignedInLoader() {
  const { pathname } = useLocation();
  const user = useUser().data;
  if (!frameComesFirst(pathname)) return <PageLoader />;
  return <ShellFrame heading={loadingHeadingAt(pathname, user)} />;
}
