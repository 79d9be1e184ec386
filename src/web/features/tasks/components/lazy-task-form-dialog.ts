import { lazyDialog } from '../../../lib/lazy-dialog';

/** Its form's code is not part of the screens' and comes right after it (decision 219). */
export const TaskFormDialog = lazyDialog(
  () => import('./task-form-dialog').then((module) => module.TaskFormDialog),
  (props) => props.opened,
);
