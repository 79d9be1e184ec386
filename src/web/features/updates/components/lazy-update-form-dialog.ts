import { lazyDialog } from '../../../lib/lazy-dialog';

/** Its form's code is not part of the screens' and comes right after it (decision 219). */
export const UpdateFormDialog = lazyDialog(
  () => import('./update-form-dialog').then((module) => module.UpdateFormDialog),
  (props) => props.opened,
);
