// @ts-nocheck
import { lazy } from 'react';
import TasksPage from '../features/tasks/tasks-page'; // expect: boundaries/front-door
import { ContactsPage } from '../features/contacts';
import { AppLayout } from './shell/app-layout';
import { paths } from '../lib/paths';

const PublicApp = lazy(() => import('../public/public-app'));

export const fixture = [TasksPage];
export const allowed = [ContactsPage, AppLayout, paths, PublicApp];
