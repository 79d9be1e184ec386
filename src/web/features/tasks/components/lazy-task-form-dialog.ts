import { lazyDialog } from '../../../lib/lazy-dialog';

/** Loads its form with the first opening, not with the screen (decision 219). */
export const TaskFormDialog = lazyDialog(
  () => import('./task-form-dialog').then((module) => module.TaskFormDialog),
  (props) => props.opened,
);
