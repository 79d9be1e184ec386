import { lazyDialog } from '../../../lib/lazy-dialog';

/** Their forms' code is asked for on their first opening: they need a connection (decision 259). */
export const InvoiceFormDialog = lazyDialog(
  () => import('./invoice-form-dialog').then((module) => module.InvoiceFormDialog),
  (props) => props.opened,
  'on-opening',
);

export const RecordPaymentDialog = lazyDialog(
  () => import('./record-payment-dialog').then((module) => module.RecordPaymentDialog),
  (props) => props.invoice !== null,
  'on-opening',
);

export const SendInvoiceDialog = lazyDialog(
  () => import('./send-invoice-dialog').then((module) => module.SendInvoiceDialog),
  (props) => props.invoice !== null,
  'on-opening',
);
