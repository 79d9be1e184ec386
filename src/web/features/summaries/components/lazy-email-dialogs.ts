import { lazyDialog } from '../../../lib/lazy-dialog';

/** Their forms' code is asked for on their first opening: e-mail needs a connection (decision 259). */
export const UpdatesEmailDialog = lazyDialog(
  () => import('./updates-email-dialog').then((module) => module.UpdatesEmailDialog),
  (props) => props.opened,
  'on-opening',
);

export const EmailSummaryDialog = lazyDialog(
  () => import('./email-summary-dialog').then((module) => module.EmailSummaryDialog),
  (props) => props.opened,
  'on-opening',
);
