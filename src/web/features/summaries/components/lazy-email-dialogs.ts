import { lazyDialog } from '../../../lib/lazy-dialog';

/** Load their forms with the first opening, not with the screen (decision 219). */
export const UpdatesEmailDialog = lazyDialog(
  () => import('./updates-email-dialog').then((module) => module.UpdatesEmailDialog),
  (props) => props.opened,
);

export const EmailSummaryDialog = lazyDialog(
  () => import('./email-summary-dialog').then((module) => module.EmailSummaryDialog),
  (props) => props.opened,
);
