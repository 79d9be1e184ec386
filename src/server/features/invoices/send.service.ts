import type { InvoiceSendInput } from '../../../core/schemas/invoice.js';
import { invoiceSendSchema } from '../../../core/schemas/invoice.js';
import type { Config } from '../../config.js';
import type { Db } from '../../db/database.js';
import { inTransaction } from '../../db/transaction.js';
import { HttpError, notFound } from '../../lib/http-error.js';
import { newId, nowIso } from '../../lib/ids.js';
import { MAIL_NOT_CONFIGURED, mailSource, sendMail } from '../../lib/mailer.js';
import { ownerToday } from '../../lib/owner-time.js';
import { invoiceEmail } from './invoice-email.js';
import { invoicePdf } from './invoice-file.js';
import { findInvoice, updateInvoice, type InvoiceReadRow } from './invoices.queries.js';
import { insertMailLog } from './invoice-events.queries.js';
import type { Actor } from '../activity/index.js';
import { noPortalLink, type InvoicePortalLink } from './client-link.js';
import { addEvent, issueForSending } from './invoice-states.js';
import { recordInvoiceActivity } from './invoices.service.js';

/**
 * "Send invoice": e-mails the invoice (HTML and text, the PDF attached) through the
 * configured SMTP server. A draft is issued first: it takes its number, which the PDF
 * shows. When the recipient has a portal link of the invoice's project that shows
 * invoices, the e-mail carries a fresh URL of it (decision 172); `origin` is where the
 * request reached us, for that URL when PUBLIC_URL is not set. The e-mail is an event
 * of the invoice and a line of the sent-mail log, sent or failed. Nothing changes when
 * e-mail is not set up (503) or the invoice is void (409).
 */
export async function sendInvoice(
  db: Db,
  config: Config,
  id: string,
  body: InvoiceSendInput,
  actor: Actor = null,
  portal: { link: InvoicePortalLink; origin?: string } = { link: noPortalLink },
): Promise<InvoiceReadRow> {
  const input = invoiceSendSchema.parse(body);
  const existing = await findInvoice(db, id);
  if (!existing) throw notFound('Invoice');
  if (existing.state === 'void') throw new HttpError(409, 'A void invoice cannot be sent.');
  if ((await mailSource(db, config)) === 'none') throw new HttpError(503, MAIL_NOT_CONFIGURED);

  const row = await issueForSending(db, id);
  const today = await ownerToday(db);
  const { invoice, content, fileName, profile, locale } = await invoicePdf(db, row, today);
  const link = row.project_id
    ? await portal.link(db, row.project_id, input.to, portal.origin)
    : null;
  const mail = invoiceEmail(
    { invoice, profile, currency: locale.currency, dateFormat: locale.dateFormat, link },
    { subject: input.subject, message: input.message },
  );
  const log = (result: 'sent' | 'failed', error: string | null, trx: Db = db) =>
    insertMailLog(trx, {
      id: newId(),
      projectId: row.project_id,
      recipient: input.to,
      subject: mail.subject,
      result,
      error,
      at: nowIso(),
    });
  try {
    await sendMail(db, config, {
      to: input.to,
      ...mail,
      attachments: [{ filename: fileName, content, contentType: 'application/pdf' }],
    });
  } catch (error) {
    await log('failed', error instanceof Error ? error.message : String(error));
    throw error;
  }
  return inTransaction(db, async (trx) => {
    const now = nowIso();
    await updateInvoice(trx, id, { sent_at: now, updated_at: now });
    await addEvent(trx, id, 'sent', input.to, now);
    await log('sent', null, trx);
    const sent = (await findInvoice(trx, id))!;
    await recordInvoiceActivity(trx, actor, sent, 'sent', `e-mailed {invoice} to ${input.to}`);
    return sent;
  });
}
