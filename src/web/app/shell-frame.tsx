import { useLayoutEffect, type CSSProperties } from 'react';
import { matchPath, useLocation } from 'react-router';
import { afterLargestPaintSince, afterNextPaint } from '../lib/after-next-paint';
import { useUser } from '../features/auth';
import { paths } from '../lib/paths';
import type { ScreenHeading } from '../lib/screen-headings';
import { useFrameSkeleton } from './frame-skeleton';
import { loadingHeadingAt } from './loading-heading';
import { PageLoader } from './page-loader';
import classes from './shell-frame.module.css';
import { readSidebarExpanded, sidebarWidth } from './sidebar-cookie';

/** The shell's header height and padding (app-layout.tsx); the frame's CSS has the padding. */
export const HEADER_HEIGHT = 56;
export const SHELL_PADDING = { base: 'sm', sm: 'lg' } as const;

// When the frame has drawn what it shows until the shell takes over: the shell's code
// starts once that has been painted (afterFramePainted).
// `null`: it draws no text (a field user's home has no fixed heading), no paint to wait for.
let frameDrawnAt: (at: number | null) => void = () => undefined;
const frameDrawn = new Promise<number | null>((resolve) => {
  frameDrawnAt = resolve;
});

/** The longest the shell's code waits for the frame (a hidden tab, a slow first page). */
const FRAME_WAIT_MS = 400;

/**
 * Runs `task` once the frame's content has been painted, or after `waitMs` at most; returns
 * a cancel. Code that replaced it sooner would hold that paint back (decision 232).
 */
export function afterFramePainted(task: () => void, waitMs = FRAME_WAIT_MS): () => void {
  let done = false;
  let cancelPaint: (() => void) | undefined;
  const run = () => {
    if (done) return;
    done = true;
    clearTimeout(timer);
    cancelPaint?.();
    task();
  };
  const timer = setTimeout(run, waitMs);
  void frameDrawn.then((at) => {
    if (done) return;
    cancelPaint = at === null ? afterNextPaint(run) : afterLargestPaintSince(at, run);
  });
  return () => {
    done = true;
    clearTimeout(timer);
    cancelPaint?.();
  };
}

/**
 * What a signed-in person sees while the shell's code loads (decision 232): the shell's
 * header and sidebar, empty, and the screen's heading and skeleton where the shell will
 * put them. The heading is most of a screen's first paint (its largest text on the
 * dashboard, Tasks and Invoices), and it no longer waits for the shell's ~50 files; on
 * Updates, so are its first notes.
 */
export function ShellFrame({
  pathname,
  heading,
}: {
  pathname: string;
  heading: ScreenHeading | undefined;
}) {
  const { search } = useLocation();
  const { Skeleton, drawn } = useFrameSkeleton(pathname, search);
  // Before the browser paints, so the paint that follows counts as the frame's.
  const drawsText = !!Skeleton || !!heading;
  useLayoutEffect(() => {
    if (drawn) frameDrawnAt(drawsText ? performance.now() : null);
  }, [drawn, drawsText]);
  const style = {
    '--frame-header-height': `${HEADER_HEIGHT}px`,
    '--frame-navbar-width': sidebarWidth(readSidebarExpanded()),
  } as CSSProperties;
  return (
    <div className={classes.frame} style={style}>
      <div className={classes.header} aria-hidden="true" />
      <div className={classes.navbar} aria-hidden="true" />
      <main className={classes.main}>
        {Skeleton ? <Skeleton /> : <PageLoader heading={heading} />}
      </main>
    </div>
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
  return <ShellFrame pathname={pathname} heading={loadingHeadingAt(pathname, user)} />;
}
