// @ts-nocheck
import { useProjects } from '../features/projects'; // expect: boundaries/base-imports-no-feature
import { AppLayout } from '../app/shell/app-layout'; // expect: boundaries/base-imports-no-feature
import { apiGet } from './api-client';
import { formatMoney } from '../../core/locale';

export const fixture = [useProjects, AppLayout];
export const allowed = [apiGet, formatMoney];
