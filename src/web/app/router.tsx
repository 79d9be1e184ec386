import { useQueryClient } from '@tanstack/react-query';
import {
  Suspense,
  useEffect,
  useLayoutEffect,
  useState,
  type ComponentType,
  type ReactNode,
} from 'react';
import { BrowserRouter } from 'react-router';
import { useUser } from '../features/auth';
import {
  afterFramePainted,
  drawnFrameKept,
  startFrameSkeleton,
  takeDrawnFrame,
} from './frame-state';
import { APP_CODE_MISSING, LoadFailed, ErrorBoundary } from './load-failed';
import { PageLoader } from './page-loader';
import { frameComesFirst, SignedInLoader } from './shell-frame';

type Half = () => Promise<{ default: ComponentType }>;

// Public visitors download only the public pages; the management screens (and
// everything they import) load once someone has signed in.
const loadPublicApp: Half = () => import('../public/public-app');
const loadSignedInApp: Half = () => import('./signed-in-app');

/**
 * The half of the app a visitor needs, loaded without a Suspense fallback (decision 224):
 * React reveals the content of a boundary no sooner than 300 ms after the last fallback it
 * showed, so a fallback here held back the shell and its screen heading by up to 300 ms
 * while the screen's own fallback waited to take its place.
 */
function useHalf(load: Half | undefined) {
  const [loaded, setLoaded] = useState<{ load: Half; Half?: ComponentType; failed?: true }>();
  useEffect(() => {
    if (!load) return;
    let active = true;
    const start = () =>
      load().then(
        (module) => active && setLoaded({ load, Half: module.default }),
        () => active && setLoaded({ load, failed: true }),
      );
    // The shell's frame with the screen's heading (on Updates its first notes) is shown
    // first (decisions 232, 233): the half's code has often arrived by now, and running it
    // would hold the paint back until the shell is ready. A hidden tab paints nothing, so it
    // does not wait for a paint. The path is read here, not subscribed to: that would render
    // the whole half on every navigation.
    const afterFrame = load === loadSignedInApp && frameComesFirst(window.location.pathname);
    let cancel: (() => void) | undefined;
    if (afterFrame && document.visibilityState !== 'hidden') {
      cancel = afterFramePainted(() => void start());
    } else {
      void start();
    }
    return () => {
      active = false;
      cancel?.();
    };
  }, [load]);
  return loaded?.load === load ? loaded : undefined;
}

/** While the half loads, and while its pages do without a fallback of their own. */
const halfLoader = (signedIn: boolean) => (signedIn ? <SignedInLoader /> : <PageLoader />);

function AppRoutes() {
  const user = useUser();
  const client = useQueryClient();
  // The frame's skeleton of the first screen (Updates' first notes) is asked for while the
  // session check answers, so the frame's first drawing can have it (decision 233).
  useEffect(() => {
    startFrameSkeleton(window.location.pathname, window.location.search, client);
  }, [client]);
  const load = user.isPending ? undefined : user.data ? loadSignedInApp : loadPublicApp;
  const half = useHalf(load);
  // Whatever is drawn first replaces the frame first-screen.js drew, if any (the signed-in
  // frame takes it itself, a child's effect running first, or keeps it while it waits).
  useLayoutEffect(() => {
    if (load && !drawnFrameKept()) takeDrawnFrame();
  }, [load]);
  // While the authentication status is loading, render nothing (spec section 2).
  if (!load) return null;
  if (half?.failed) return <LoadFailed message={APP_CODE_MISSING} />;
  if (!half?.Half) return halfLoader(load === loadSignedInApp);
  // For the pages of a half that load on their own without a fallback of their own.
  return (
    <ErrorBoundary>
      <Suspense fallback={halfLoader(load === loadSignedInApp)}>
        <half.Half />
      </Suspense>
    </ErrorBoundary>
  );
}

/**
 * The app's router. Its address changes are rendered at once, not in a transition (React
 * Router's default): the filters live in the address, and a search box shows the address's
 * text. In a transition that render could wait (a slow phone, a list that suspends) while
 * the box showed the old text and the next change was made from the old address, so the
 * words typed were lost (React: an input's state must be set synchronously).
 */
export function AppBrowserRouter({ children }: { children: ReactNode }) {
  return <BrowserRouter useTransitions={false}>{children}</BrowserRouter>;
}

export function AppRouter() {
  return (
    <AppBrowserRouter>
      <AppRoutes />
    </AppBrowserRouter>
  );
}
