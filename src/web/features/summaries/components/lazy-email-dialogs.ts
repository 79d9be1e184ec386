import { lazyDialog } from '../../../lib/lazy-dialog';

/** Their forms' code is not part of the screens' and comes right after it (decision 219). */
export const UpdatesEmailDialog = lazyDialog(
  () => import('./updates-email-dialog').then((module) => module.UpdatesEmailDialog),
  (props) => props.opened,
);

export const EmailSummaryDialog = lazyDialog(
  () => import('./email-summary-dialog').then((module) => module.EmailSummaryDialog),
  (props) => props.opened,
);
