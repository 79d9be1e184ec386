import { Stack, Text } from '@mantine/core';
import { Suspense, useEffect, useState, type ComponentType } from 'react';
import { BrowserRouter } from 'react-router';
import { useUser } from '../features/auth';
import { PageLoader } from './page-loader';

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
    load().then(
      (module) => active && setLoaded({ load, Half: module.default }),
      () => active && setLoaded({ load, failed: true }),
    );
    return () => {
      active = false;
    };
  }, [load]);
  return loaded?.load === load ? loaded : undefined;
}

// A link to the page itself, not a Button: this is in the code every visitor loads first.
function LoadFailed() {
  return (
    <Stack align="center" p="xl" role="alert">
      <Text ta="center">Sitebook could not load. Check the connection, then reload the page.</Text>
      {/* Padded: a thumb-sized target on a phone. */}
      <Text component="a" href={window.location.href} c="blue" td="underline" fw={500} p="sm">
        Reload
      </Text>
    </Stack>
  );
}

function AppRoutes() {
  const user = useUser();
  const load = user.isPending ? undefined : user.data ? loadSignedInApp : loadPublicApp;
  const half = useHalf(load);
  // While the authentication status is loading, render nothing (spec section 2).
  if (!load) return null;
  if (half?.failed) return <LoadFailed />;
  if (!half?.Half) return <PageLoader />;
  // For the pages of a half that load on their own without a fallback of their own.
  return (
    <Suspense fallback={<PageLoader />}>
      <half.Half />
    </Suspense>
  );
}

export function AppRouter() {
  return (
    <BrowserRouter>
      <AppRoutes />
    </BrowserRouter>
  );
}
