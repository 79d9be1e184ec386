import type { Db } from '../../db/database.js';

/**
 * A fresh URL of the recipient's client-portal link that shows the invoices of the
 * project, or null. The portal feature owns links and shows invoices, so it depends on
 * invoices; invoices gets this function from the composition layer (app.ts, the
 * scheduler) instead of importing the portal back (decision 172).
 */
export type InvoicePortalLink = (
  db: Db,
  projectId: string,
  recipient: string,
  origin?: string,
) => Promise<string | null>;

/** Where no portal is wired (tests of invoices alone): e-mails carry no link. */
export const noPortalLink: InvoicePortalLink = async () => null;
