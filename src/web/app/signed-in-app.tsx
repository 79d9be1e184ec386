import './mantine-signed-in.css';
import '@mantine/dates/styles.css';
import { lazy } from 'react';
import { Navigate, Outlet, Route, Routes } from 'react-router';
import { ActivityPage } from '../features/activity';
import { useUser } from '../features/auth';
import { ContactsPage } from '../features/contacts';
import { EstimateEditorPage, EstimatesPage } from '../features/estimates';
import { InvoicesPage } from '../features/invoices';
import { MyDayPage } from '../features/my-day';
import { OfflineSync } from '../features/offline';
import { ProjectPage, ProjectsPage } from '../features/projects';
import { TasksPage } from '../features/tasks';
import { UpdatesPage } from '../features/updates';
import { paths } from '../lib/paths';
import { isField, isStaff } from '../lib/roles';
import { preloadNotifications } from './lazy-notifications';
import { SignedInLoader } from './shell-frame';
import { AppLayout } from './shell/app-layout';

preloadNotifications();

// Every screen loads on its first visit (a feature's front door hands out its page lazily).
const DashboardPage = lazy(() => import('./dashboard/dashboard-page'));
const SettingsPage = lazy(() => import('./settings/settings-page'));
// The owner's preview of a client's portal: the same page, without the shell.
const PortalPage = lazy(() => import('../public/portal/portal-page'));
// The owner's preview of an approval link (issue 21): the client's page, without the shell.
const ApprovalPage = lazy(() => import('../public/approve/approval-page'));
const NotFoundPage = lazy(() => import('./not-found-page'));
const SignedInInvitePage = lazy(() => import('./signed-in-invite-page'));

/** Contacts, invoices and the activity log are for owner and office: a field user gets 404. */
function StaffOnly() {
  return isStaff(useUser().data?.role) ? <Outlet /> : <NotFoundPage />;
}

/** A field user's home is My day (no contacts or money on it). */
function Home() {
  return isField(useUser().data?.role) ? <Navigate to={paths.myDay} replace /> : <DashboardPage />;
}

export default function SignedInApp() {
  const userId = useUser().data?.id ?? '';
  return (
    // The offline mode: kept lists, the queue of entries made with no signal (decision 195).
    <OfflineSync userId={userId} fallback={<SignedInLoader />}>
      <Routes>
        <Route path={paths.portal} element={<PortalPage />} />
        <Route path={paths.approve} element={<ApprovalPage />} />
        <Route path={paths.login} element={<Navigate to={paths.dashboard} replace />} />
        <Route path={paths.invite} element={<SignedInInvitePage />} />
        <Route element={<AppLayout />}>
          <Route index element={<Home />} />
          <Route path={paths.myDay} element={<MyDayPage />} />
          <Route element={<StaffOnly />}>
            <Route path={paths.clients} element={<ContactsPage />} />
            <Route path={paths.contacts} element={<ContactsPage />} />
            <Route path={paths.invoices} element={<InvoicesPage />} />
            <Route path={paths.estimates} element={<EstimatesPage />} />
            <Route path={paths.estimateEditor} element={<EstimateEditorPage />} />
            <Route path={paths.activity} element={<ActivityPage />} />
          </Route>
          <Route path={paths.projects} element={<ProjectsPage />} />
          <Route path={paths.projectPage} element={<ProjectPage />} />
          <Route path={paths.tasks} element={<TasksPage />} />
          <Route path={paths.updates} element={<UpdatesPage />} />
          <Route path={paths.settings} element={<SettingsPage />} />
          <Route path={paths.settingsSectionPage} element={<SettingsPage />} />
          <Route path="*" element={<NotFoundPage />} />
        </Route>
      </Routes>
    </OfflineSync>
  );
}
