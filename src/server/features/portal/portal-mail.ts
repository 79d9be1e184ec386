import { formatIsoDate } from '../../../core/locale.js';
import type { Db } from '../../db/database.js';
import { readLocale } from '../../lib/locale.js';
import type { OutgoingMail } from '../../lib/mailer.js';
import { getSetting } from '../../settings/settings.js';
import { renderEmailHtml, renderEmailText, type EmailDocument } from '../summaries/index.js';
import { ownerEmail } from './portal.queries.js';

// The portal's two e-mails: a new link to the client, and a client's question to
// the business. Every user text goes through the shared renderer, which escapes it.

const businessName = async (db: Db) => (await getSetting(db, 'businessProfile')).name.trim();

const render = (to: string, subject: string, doc: EmailDocument): OutgoingMail => ({
  to,
  subject,
  html: renderEmailHtml(doc),
  text: renderEmailText(doc),
});

/** The project page link, sent to the contact it was made for. */
export async function linkEmail(
  db: Db,
  input: { to: string; url: string; projectName: string; expiresOn: string | null },
): Promise<OutgoingMail> {
  const business = (await businessName(db)) || 'Your contractor';
  const { dateFormat } = await readLocale(db);
  const until = input.expiresOn
    ? `The link works until ${formatIsoDate(input.expiresOn, dateFormat)}.`
    : 'The link does not expire.';
  return render(input.to, `Your project page: ${input.projectName}`, {
    title: input.projectName,
    intro: [
      `${business} shares the progress of ${input.projectName} with you: photos, updates and what is done.`,
      `Keep this e-mail: the link is yours alone, please do not forward it. ${until}`,
    ],
    action: {
      lead: 'Open it on any phone or computer:',
      label: 'Open your project page',
      url: input.url,
    },
    sections: [],
    emptyText: '',
    footer: `Sent by ${business} with Sitebook`,
  });
}

/** Where client questions go: the business profile's address, else the owner's own. */
export async function businessAddress(db: Db): Promise<string | null> {
  const profile = (await getSetting(db, 'businessProfile')).email.trim();
  return profile || (await ownerEmail(db));
}

/** A client's question, to the business (null when the business has no address). */
export async function questionEmail(
  db: Db,
  input: {
    projectName: string;
    linkLabel: string | null;
    name: string;
    message: string;
    email: string | null;
  },
): Promise<OutgoingMail | null> {
  const to = await businessAddress(db);
  if (!to) return null;
  const from = input.linkLabel ? `${input.name} (link: ${input.linkLabel})` : input.name;
  return render(to, `Question about ${input.projectName} from ${input.name}`, {
    title: `New question: ${input.projectName}`,
    intro: [
      `From ${from}`,
      input.email ? `Reply to: ${input.email}` : 'No reply address was given.',
    ],
    sections: [{ items: [{ text: input.message, files: [] }] }],
    emptyText: '',
    footer: 'Sent from your client portal by Sitebook',
  });
}
