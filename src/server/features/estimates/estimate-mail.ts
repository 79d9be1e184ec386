import { formatMoney } from '../../../core/locale.js';
import type { PublicDocument } from '../../../core/schemas/estimate.js';
import type { Db } from '../../db/database.js';
import { readLocale } from '../../lib/locale.js';
import type { OutgoingMail } from '../../lib/mailer.js';
import { getSetting } from '../../settings/settings.js';
import { businessAddress } from '../portal/index.js';
import { renderEmailHtml, renderEmailText, type EmailDocument } from '../summaries/index.js';

// The two e-mails of an approval (decision 211): the link to the client, and the
// client's decision to the business. User text goes through the shared renderer.

const render = (to: string, subject: string, doc: EmailDocument): OutgoingMail => ({
  to,
  subject,
  html: renderEmailHtml(doc),
  text: renderEmailText(doc),
});

const kindLabel = (kind: PublicDocument['kind']) =>
  kind === 'estimate' ? 'estimate' : 'change order';

export async function approvalLinkEmail(
  db: Db,
  input: {
    to: string;
    url: string;
    document: PublicDocument;
    message: string | null;
    expiresAt: string;
  },
): Promise<OutgoingMail> {
  const business = (await getSetting(db, 'businessProfile')).name.trim() || 'Your contractor';
  const { currency } = await readLocale(db);
  const { document } = input;
  return render(
    input.to,
    `${kindLabel(document.kind)[0]!.toUpperCase()}${kindLabel(document.kind).slice(1)} ${document.displayNumber}: ${document.title}`,
    {
      title: `${document.displayNumber}: ${document.title}`,
      intro: [
        `${business} sends you the ${kindLabel(document.kind)} ${document.displayNumber} for ${document.projectName}, ${formatMoney(document.total, currency)}.`,
        'Read it, then approve or decline it online. The link is yours alone; please do not forward it.',
      ],
      ...(input.message ? { customMessage: input.message } : {}),
      action: {
        lead: 'Open it on any phone or computer:',
        label: 'Review and approve',
        url: input.url,
      },
      sections: [],
      emptyText: '',
      footer: `Sent by ${business} with Sitebook`,
    },
  );
}

/** The client's decision, to the business's address (null: no address to send to). */
export async function decisionEmail(
  db: Db,
  input: { document: PublicDocument; name: string; approved: boolean; reason: string | null },
): Promise<OutgoingMail | null> {
  const to = await businessAddress(db);
  if (!to) return null;
  const { currency } = await readLocale(db);
  const { document } = input;
  const verb = input.approved ? 'approved' : 'declined';
  return render(to, `${document.displayNumber} ${verb} by ${input.name}`, {
    title: `${document.displayNumber} was ${verb}`,
    intro: [
      `${input.name} ${verb} the ${kindLabel(document.kind)} "${document.title}" for ${document.projectName} (${formatMoney(document.total, currency)} before options).`,
      ...(input.reason ? [`Reason: ${input.reason}`] : []),
      input.approved
        ? 'The signed PDF and any deposit invoice are in Sitebook.'
        : 'You can revise it and send a new revision.',
    ],
    sections: [],
    emptyText: '',
    footer: 'Sitebook',
  });
}
