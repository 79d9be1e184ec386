import { lazy } from 'react';

// The estimates feature's front door (issue 21): the sidebar's Estimates screen, the
// editor, and the parts a project page mounts.
export const EstimatesPage = lazy(() => import('./estimates-page'));
export const EstimateEditorPage = lazy(() => import('./estimate-editor-page'));
export { ProjectEstimates } from './components/project-estimates';
export { ProjectChangeOrders } from './components/project-change-orders';
export { ProjectFinancials } from './components/project-financials';
export { ProjectContractMenu } from './components/project-contract-menu';
