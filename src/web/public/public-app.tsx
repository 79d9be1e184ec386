import { lazy } from 'react';
import { Route, Routes } from 'react-router';
import { paths } from '../lib/paths';
import LandingPage from './landing-page';

const PortfolioPage = lazy(() => import('./portfolio-page'));
const LoginPage = lazy(() => import('./login-page'));
const InvitePage = lazy(() => import('./invite-page'));
const PortalPage = lazy(() => import('./portal/portal-page'));
const ApprovalPage = lazy(() => import('./approve/approval-page'));

export default function PublicApp() {
  return (
    <Routes>
      <Route index element={<LandingPage />} />
      <Route path={paths.portfolio} element={<PortfolioPage />} />
      <Route path={paths.login} element={<LoginPage />} />
      <Route path={paths.invite} element={<InvitePage />} />
      <Route path={paths.portal} element={<PortalPage />} />
      <Route path={paths.approve} element={<ApprovalPage />} />
      {/* Any other signed-out path shows the landing page. */}
      <Route path="*" element={<LandingPage />} />
    </Routes>
  );
}
