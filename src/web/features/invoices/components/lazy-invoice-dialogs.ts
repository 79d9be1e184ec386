import { lazyDialog } from '../../../lib/lazy-dialog';

/** Their forms' code is not part of the screens' and comes right after it (decision 219). */
export const InvoiceFormDialog = lazyDialog(
  () => import('./invoice-form-dialog').then((module) => module.InvoiceFormDialog),
  (props) => props.opened,
);

export const RecordPaymentDialog = lazyDialog(
  () => import('./record-payment-dialog').then((module) => module.RecordPaymentDialog),
  (props) => props.invoice !== null,
);

export const SendInvoiceDialog = lazyDialog(
  () => import('./send-invoice-dialog').then((module) => module.SendInvoiceDialog),
  (props) => props.invoice !== null,
);
