import { lazy, Suspense } from 'react';
import { BrowserRouter } from 'react-router';
import { useUser } from '../features/auth';
import { PageLoader } from './page-loader';

// Public visitors download only the public pages; the management screens (and
// everything they import) load once someone has signed in.
const PublicApp = lazy(() => import('../public/public-app'));
const SignedInApp = lazy(() => import('./signed-in-app'));

function AppRoutes() {
  const user = useUser();
  // While the authentication status is loading, render nothing (spec section 2).
  if (user.isPending) return null;
  return (
    <Suspense fallback={<PageLoader />}>{user.data ? <SignedInApp /> : <PublicApp />}</Suspense>
  );
}

export function AppRouter() {
  return (
    <BrowserRouter>
      <AppRoutes />
    </BrowserRouter>
  );
}
