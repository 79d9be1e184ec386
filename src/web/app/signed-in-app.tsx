import '@mantine/dates/styles.css';
import { lazy } from 'react';
import { Navigate, Route, Routes } from 'react-router';
import { paths } from './paths';
import { AppLayout } from './shell/app-layout';

const DashboardPage = lazy(() => import('../features/dashboard/dashboard-page'));
const ContactsPage = lazy(() => import('../features/contacts/contacts-page'));
const ProjectsPage = lazy(() => import('../features/projects/projects-page'));
const TasksPage = lazy(() => import('../features/tasks/tasks-page'));
const UpdatesPage = lazy(() => import('../features/updates/updates-page'));
const InvoicesPage = lazy(() => import('../features/invoices/invoices-page'));
const SettingsPage = lazy(() => import('../features/settings/settings-page'));
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
