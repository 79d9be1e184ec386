import { lazyDialog } from '../../../lib/lazy-dialog';

/** Loads its form with the first opening, not with the screen (decision 219). */
export const UpdateFormDialog = lazyDialog(
  () => import('./update-form-dialog').then((module) => module.UpdateFormDialog),
  (props) => props.opened,
);
