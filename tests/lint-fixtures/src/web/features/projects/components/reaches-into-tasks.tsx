// @ts-nocheck
import { useTaskPages } from '../../tasks/api/get-task-pages'; // expect: boundaries/front-door
import { useTaskCounts } from '../../tasks';
import { AppLayout } from '../../../app/shell/app-layout'; // expect: boundaries/composition-on-top
import LandingPage from '../../../public/landing-page'; // expect: boundaries/composition-on-top
import { taskUpdateNote } from '../../../../server/features/tasks/tasks.service.js'; // expect: boundaries/sides-apart
import { apiGet } from '../../../lib/api-client';
import { parseChecklist } from '../../../../core/checklist';
import { useCreateProject } from '../api/create-project';

export const fixture = [useTaskPages, useTaskCounts, AppLayout, LandingPage, taskUpdateNote];
export const allowed = [apiGet, parseChecklist, useCreateProject];
