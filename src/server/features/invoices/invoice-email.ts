import { formatIsoDate, formatMoney, type DateFormat } from '../../../core/locale.js';
import type { BusinessProfile } from '../../../core/schemas/business.js';
import type { InvoiceRecord } from '../../../core/schemas/invoice.js';
import { escapeHtml } from '../../lib/html.js';

// The e-mails that carry an invoice: the one "Send invoice" sends and the reminders.
// Every text that came from a person is escaped in the HTML part.

export interface InvoiceEmailContext {
  invoice: InvoiceRecord;
  profile: BusinessProfile;
  currency: string;
  dateFormat: DateFormat;
  /** Where the client can see the invoice online (their portal), when there is one. */
  link?: string | null;
}

const BRAND = '#1c7ed6';
const MUTED = '#6b7280';

function render(
  context: InvoiceEmailContext,
  parts: { subject: string; lead: string; message?: string | null | undefined },
) {
  const { invoice, profile } = context;
  const money = (cents: number) => formatMoney(cents, context.currency);
  const due = formatIsoDate(invoice.dueDate, context.dateFormat);
  const facts: [string, string][] = [
    ['Invoice', invoice.invoiceNumber],
    ['Total', money(invoice.amount)],
    ...(invoice.paidToDate > 0 ? [['Paid', money(invoice.paidToDate)] as [string, string]] : []),
    ['Balance due', money(invoice.balance)],
    ['Due date', due],
  ];
  const signature = [profile.name, profile.email, profile.phone].filter(Boolean);
  const text = [
    `Hello ${invoice.client},`,
    '',
    ...(parts.message ? [parts.message, ''] : []),
    parts.lead,
    '',
    ...facts.map(([label, value]) => `${label}: ${value}`),
    ...(context.link ? ['', `View it online: ${context.link}`] : []),
    '',
    'The invoice is attached as a PDF.',
    ...(signature.length ? ['', ...signature] : []),
  ].join('\n');
  const html =
    '<!doctype html><html><body style="font-family:Arial,Helvetica,sans-serif;color:#111827;line-height:1.5">' +
    `<h1 style="font-size:18px;color:${BRAND};margin:0 0 12px">${escapeHtml(parts.subject)}</h1>` +
    `<p>Hello ${escapeHtml(invoice.client)},</p>` +
    (parts.message
      ? `<div style="margin:16px 0;padding:12px 16px;background:#f3f4f6;border-left:4px solid ${BRAND};border-radius:4px">${escapeHtml(parts.message).replace(/\r?\n/g, '<br>')}</div>`
      : '') +
    `<p>${escapeHtml(parts.lead)}</p>` +
    '<table style="border-collapse:collapse;margin:12px 0">' +
    facts
      .map(
        ([label, value]) =>
          `<tr><td style="padding:2px 16px 2px 0;color:${MUTED}">${escapeHtml(label)}</td><td style="padding:2px 0;font-weight:bold">${escapeHtml(value)}</td></tr>`,
      )
      .join('') +
    '</table>' +
    (context.link
      ? `<p><a href="${escapeHtml(context.link)}" style="color:${BRAND}">View the invoice online</a></p>`
      : '') +
    `<p style="color:${MUTED}">The invoice is attached as a PDF.</p>` +
    (signature.length
      ? `<p style="color:${MUTED}">${signature.map(escapeHtml).join('<br>')}</p>`
      : '') +
    '</body></html>';
  return { subject: parts.subject, text, html };
}

const from = (profile: BusinessProfile) => (profile.name ? ` from ${profile.name}` : '');

/** "Send invoice": the client's copy, with the owner's message. */
export function invoiceEmail(
  context: InvoiceEmailContext,
  options: { subject?: string | null | undefined; message?: string | null | undefined },
) {
  const { invoice } = context;
  const subject = options.subject || `Invoice ${invoice.invoiceNumber}${from(context.profile)}`;
  const lead =
    invoice.state === 'paid'
      ? `Invoice ${invoice.invoiceNumber} is paid in full. Thank you!`
      : `Please find invoice ${invoice.invoiceNumber} for ${formatMoney(invoice.balance, context.currency)} attached.`;
  return render(context, { subject, lead, message: options.message });
}

/** How a reminder step reads: "is due in 3 days", "is due today", "is 7 days overdue". */
export function reminderWhen(daysFromDue: number): string {
  const days = (n: number) => (n === 1 ? '1 day' : `${n} days`);
  if (daysFromDue < 0) return `is due in ${days(-daysFromDue)}`;
  if (daysFromDue === 0) return 'is due today';
  return `is ${days(daysFromDue)} overdue`;
}

/** A payment reminder for an unpaid invoice, `daysFromDue` days from its due date. */
export function reminderEmail(context: InvoiceEmailContext, daysFromDue: number) {
  const { invoice } = context;
  const when = reminderWhen(daysFromDue);
  const subject = `Reminder: invoice ${invoice.invoiceNumber} ${when}`;
  const due = formatIsoDate(invoice.dueDate, context.dateFormat);
  const lead =
    `This is a friendly reminder that invoice ${invoice.invoiceNumber} ${when} (due ${due}). ` +
    `The balance due is ${formatMoney(invoice.balance, context.currency)}. ` +
    'If you have already paid, thank you, and please ignore this message.';
  return render(context, { subject, lead });
}
