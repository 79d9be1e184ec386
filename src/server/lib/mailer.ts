import nodemailer, { type Transporter } from 'nodemailer';
import type { Config } from '../config.js';
import type { Db } from '../db/database.js';
import { getSetting } from '../settings/settings.js';
import { HttpError } from './http-error.js';

export interface OutgoingMail {
  to: string;
  subject: string;
  html: string;
  text: string;
  /** Files sent with the message (an invoice's PDF). */
  attachments?: { filename: string; content: Buffer; contentType: string }[];
}

export const MAIL_NOT_CONFIGURED =
  'E-mail is not set up yet. Add your SMTP server under Settings → E-mail (SMTP), ' +
  'or set SMTP_URL and MAIL_FROM in the server environment, then try again.';

// A dead or slow mail server must not hold a request open for minutes.
const TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 20_000 };

interface Transport {
  transporter: Transporter;
  from: string;
}

/** Settings saved in the database win; otherwise SMTP_URL/MAIL_FROM; otherwise none. */
async function resolveTransport(db: Db, config: Config): Promise<Transport | null> {
  const settings = await getSetting(db, 'mail');
  if (settings?.host) {
    const transporter = nodemailer.createTransport({
      host: settings.host,
      port: settings.port,
      secure: settings.secure,
      ...(settings.username ? { auth: { user: settings.username, pass: settings.password } } : {}),
      ...TIMEOUTS,
    });
    const address = settings.from || config.MAIL_FROM || fallbackFrom(settings.username);
    return { transporter, from: address };
  }
  if (config.SMTP_URL) {
    const url = new URL(config.SMTP_URL);
    const transporter = nodemailer.createTransport({
      host: url.hostname,
      port: url.port ? Number(url.port) : url.protocol === 'smtps:' ? 465 : 587,
      secure: url.protocol === 'smtps:',
      ...(url.username
        ? {
            auth: {
              user: decodeURIComponent(url.username),
              pass: decodeURIComponent(url.password),
            },
          }
        : {}),
      ...TIMEOUTS,
    });
    return {
      transporter,
      from: config.MAIL_FROM || fallbackFrom(decodeURIComponent(url.username)),
    };
  }
  return null;
}

function fallbackFrom(username: string): string {
  return username.includes('@') ? username : 'sitebook@localhost';
}

export async function mailSource(db: Db, config: Config) {
  const settings = await getSetting(db, 'mail');
  if (settings?.host) return 'settings' as const;
  return config.SMTP_URL ? ('environment' as const) : ('none' as const);
}

function deliveryError(error: unknown): HttpError {
  const { code, message } = (error ?? {}) as { code?: string; message?: string };
  if (code === 'EAUTH') {
    return new HttpError(
      502,
      'The mail server refused the user name or password. Check Settings → E-mail (SMTP).',
    );
  }
  if (code === 'ECONNECTION' || code === 'ETIMEDOUT' || code === 'ESOCKET' || code === 'EDNS') {
    return new HttpError(
      502,
      'Could not reach the mail server. Check the host and port in Settings → E-mail (SMTP).',
    );
  }
  return new HttpError(502, `The mail server did not accept the message: ${message ?? code}`);
}

/** Sends one message; 503 when no server is configured, 502 when delivery fails. */
export async function sendMail(
  db: Db,
  config: Config,
  mail: OutgoingMail,
): Promise<{ messageId: string }> {
  const transport = await resolveTransport(db, config);
  if (!transport) throw new HttpError(503, MAIL_NOT_CONFIGURED);
  try {
    const info = await transport.transporter.sendMail({
      from: transport.from,
      to: mail.to,
      subject: mail.subject,
      text: mail.text,
      html: mail.html,
      ...(mail.attachments && { attachments: mail.attachments }),
    });
    return { messageId: String(info.messageId ?? '') };
  } catch (error) {
    throw deliveryError(error);
  } finally {
    transport.transporter.close();
  }
}
