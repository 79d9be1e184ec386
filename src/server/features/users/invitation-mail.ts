import { escapeHtml } from '../../lib/html.js';
import type { OutgoingMail } from '../../lib/mailer.js';

/** The e-mail that carries an invitation link (HTML and plain text). */
export function invitationMail(input: {
  to: string;
  name: string;
  url: string;
  invitedBy: string;
}): OutgoingMail {
  const lines = [
    `Hello ${input.name},`,
    `${input.invitedBy} has added you to the team on Sitebook.`,
    'Open this link to choose your password and sign in. It works once, for 7 days:',
  ];
  const html = [
    '<!doctype html><html><head><meta charset="utf-8"><title>Your Sitebook invitation</title></head>',
    '<body style="font-family:Arial,Helvetica,sans-serif;color:#111827;line-height:1.5;padding:24px">',
    ...lines.map((line) => `<p>${escapeHtml(line)}</p>`),
    `<p><a href="${escapeHtml(input.url)}">${escapeHtml(input.url)}</a></p>`,
    '</body></html>',
  ].join('');
  return {
    to: input.to,
    subject: 'Your Sitebook invitation',
    html,
    text: [...lines, input.url].join('\n\n'),
  };
}
