import { lazyDialog } from '../../../lib/lazy-dialog';

/**
 * Its form's code is not part of the screens' and comes right after them (decision 219): the
 * form works with no signal, so it is on the device before the signal goes.
 */
export const TaskFormDialog = lazyDialog(
  () => import('./task-form-dialog').then((module) => module.TaskFormDialog),
  (props) => props.opened,
  'after-the-screen',
);
