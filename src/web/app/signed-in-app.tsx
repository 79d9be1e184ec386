import '@mantine/dates/styles.css';
import { lazy } from 'react';
import { Navigate, Route, Routes } from 'react-router';
import { ContactsPage } from '../features/contacts';
import { InvoicesPage } from '../features/invoices';
import { ProjectsPage } from '../features/projects';
import { TasksPage } from '../features/tasks';
import { UpdatesPage } from '../features/updates';
import { paths } from '../lib/paths';
import { AppLayout } from './shell/app-layout';

// Every screen loads on its first visit (a feature's front door hands out its page lazily).
const DashboardPage = lazy(() => import('./dashboard/dashboard-page'));
const SettingsPage = lazy(() => import('./settings/settings-page'));
const SharePage = lazy(() => import('../public/share/share-page'));
const NotFoundPage = lazy(() => import('./not-found-page'));

export default function SignedInApp() {
  return (
    <Routes>
      <Route path="/share/*" element={<SharePage />} />
      <Route path={paths.login} element={<Navigate to={paths.dashboard} replace />} />
      <Route element={<AppLayout />}>
        <Route index element={<DashboardPage />} />
        <Route path={paths.clients} element={<ContactsPage />} />
        <Route path={paths.contacts} element={<ContactsPage />} />
        <Route path={paths.projects} element={<ProjectsPage />} />
        <Route path={paths.tasks} element={<TasksPage />} />
        <Route path={paths.updates} element={<UpdatesPage />} />
        <Route path={paths.invoices} element={<InvoicesPage />} />
        <Route path={paths.settings} element={<SettingsPage />} />
        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Routes>
  );
}
