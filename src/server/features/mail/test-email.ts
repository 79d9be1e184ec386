/** The message behind Settings > E-mail (SMTP) > Send test e-mail. */
export function testEmail() {
  const sentAt = new Date().toUTCString();
  return {
    subject: 'Sitebook test e-mail',
    text: `This is a test e-mail from Sitebook, sent ${sentAt}.\n\nYour SMTP settings work: project summaries and updates can be e-mailed.`,
    html:
      '<!doctype html><html><body style="font-family:Arial,Helvetica,sans-serif;color:#111827">' +
      '<h1 style="font-size:18px;color:#1c7ed6">Sitebook test e-mail</h1>' +
      `<p>This is a test e-mail from Sitebook, sent ${sentAt}.</p>` +
      '<p>Your SMTP settings work: project summaries and updates can be e-mailed.</p>' +
      '</body></html>',
  };
}
