import type {
  InvoiceDetail,
  InvoiceDetailWire,
  InvoiceRecord,
  InvoiceRecordWire,
  LineItem,
} from '../../../../core/schemas/invoice';
import type { InvoiceSummary, InvoiceSummaryWire } from '../../../../core/schemas/invoice-summary';

// The API sends an invoice's `items` as JSON text (spec section 3); the app holds
// LineItem[]. The answers are read here with JSON.parse, not with the schemas' codec: our
// own server encoded them with that codec, every other answer is read as sent, and zod
// would be on every first screen that shows money (decision 220).

const readItems = (items: string) => JSON.parse(items) as LineItem[];

export const decodeInvoice = (wire: InvoiceRecordWire): InvoiceRecord => ({
  ...wire,
  items: readItems(wire.items),
});

export const decodeInvoiceDetail = (wire: InvoiceDetailWire): InvoiceDetail => ({
  ...wire,
  items: readItems(wire.items),
});

export const decodeInvoiceSummary = (wire: InvoiceSummaryWire): InvoiceSummary => ({
  ...wire,
  oldestUnpaid: wire.oldestUnpaid.map(decodeInvoice),
});
