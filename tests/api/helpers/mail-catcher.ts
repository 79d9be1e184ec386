import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import type { TestApp } from './test-app.js';

// A real SMTP server on 127.0.0.1 for tests: it accepts every message and
// keeps it raw, plus a small MIME reader (mailparser is not installed).

export interface CaughtMail {
  from: string;
  to: string[];
  raw: string;
  headers: Map<string, string>;
  subject: string;
  text: string;
  html: string;
  auth: { username: string; password: string } | null;
}

export interface MailCatcher {
  port: number;
  messages: CaughtMail[];
  /** Resolves with the nth message (1-based) once it has arrived. */
  waitForMessage(count?: number, timeoutMs?: number): Promise<CaughtMail>;
  close(): Promise<void>;
}

function parseHeaders(block: string): Map<string, string> {
  const headers = new Map<string, string>();
  const unfolded = block.replace(/\r?\n[ \t]+/g, ' ');
  for (const line of unfolded.split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon > 0)
      headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
  }
  return headers;
}

function decodeQuotedPrintable(text: string): string {
  const bytes: number[] = [];
  const input = text.replace(/=\r?\n/g, '');
  for (let i = 0; i < input.length; i++) {
    const char = input[i]!;
    if (char === '=' && /^[0-9A-F]{2}$/i.test(input.slice(i + 1, i + 3))) {
      bytes.push(parseInt(input.slice(i + 1, i + 3), 16));
      i += 2;
    } else {
      bytes.push(...Buffer.from(char, 'utf8'));
    }
  }
  return Buffer.from(bytes).toString('utf8');
}

/** RFC 2047 encoded words, as nodemailer writes non-ASCII subjects. */
export function decodeHeader(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(
      /=\?([^?]+)\?([BQ])\?([^?]*)\?=/gi,
      (_, _charset: string, encoding: string, data: string) =>
        encoding.toUpperCase() === 'B'
          ? Buffer.from(data, 'base64').toString('utf8')
          : decodeQuotedPrintable(data.replace(/_/g, ' ')),
    );
}

function param(header: string, name: string): string | undefined {
  const match = new RegExp(`${name}="?([^";]+)"?`, 'i').exec(header);
  return match?.[1];
}

function decodeBody(body: string, encoding: string | undefined): string {
  switch ((encoding ?? '7bit').toLowerCase()) {
    case 'quoted-printable':
      return decodeQuotedPrintable(body);
    case 'base64':
      return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
    default:
      return body;
  }
}

/** Leaf parts of a MIME entity: content type and decoded body. */
export function mimeParts(entity: string): { type: string; body: string }[] {
  const split = entity.search(/\r?\n\r?\n/);
  const headerBlock = split === -1 ? entity : entity.slice(0, split);
  const body = split === -1 ? '' : entity.slice(split).replace(/^\r?\n\r?\n/, '');
  const headers = parseHeaders(headerBlock);
  const contentType = headers.get('content-type') ?? 'text/plain';
  const boundary = param(contentType, 'boundary');
  if (contentType.toLowerCase().startsWith('multipart/') && boundary) {
    const sections = body.split(`--${boundary}`).slice(1);
    return sections
      .filter((section) => !section.startsWith('--'))
      .flatMap((section) => mimeParts(section.replace(/^\r?\n/, '')));
  }
  const type = contentType.split(';')[0]!.trim().toLowerCase();
  const decoded = decodeBody(body, headers.get('content-transfer-encoding'));
  // SMTP carries CRLF line ends; tests compare with \n.
  return [{ type, body: decoded.replace(/\r\n/g, '\n') }];
}

function readMail(raw: string, from: string, to: string[], auth: CaughtMail['auth']): CaughtMail {
  const split = raw.search(/\r?\n\r?\n/);
  const headers = parseHeaders(raw.slice(0, split));
  const parts = mimeParts(raw);
  return {
    from,
    to,
    raw,
    headers,
    subject: decodeHeader(headers.get('subject') ?? ''),
    text: parts.find((part) => part.type === 'text/plain')?.body ?? '',
    html: parts.find((part) => part.type === 'text/html')?.body ?? '',
    auth,
  };
}

export async function startMailCatcher(): Promise<MailCatcher> {
  const messages: CaughtMail[] = [];
  const waiters: (() => void)[] = [];
  const server = new SMTPServer({
    authOptional: true,
    allowInsecureAuth: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onAuth(auth, _session, callback) {
      callback(null, { user: `${auth.username}\u0000${auth.password}` });
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const user = typeof session.user === 'string' ? session.user.split('\u0000') : null;
        messages.push(
          readMail(
            Buffer.concat(chunks).toString('utf8'),
            session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
            session.envelope.rcptTo.map((rcpt) => rcpt.address),
            user ? { username: user[0]!, password: user[1]! } : null,
          ),
        );
        waiters.splice(0).forEach((wake) => wake());
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.server.address() as AddressInfo).port;

  return {
    port,
    messages,
    async waitForMessage(count = 1, timeoutMs = 5000) {
      const deadline = Date.now() + timeoutMs;
      while (messages.length < count) {
        if (Date.now() > deadline) throw new Error(`no e-mail #${count} within ${timeoutMs} ms`);
        await new Promise<void>((resolve) => {
          waiters.push(resolve);
          setTimeout(resolve, 100);
        });
      }
      return messages[count - 1]!;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** Settings > E-mail pointed at the catcher, as the owner saves it; throws when refused. */
export async function sendMailTo(
  t: TestApp,
  cookie: string,
  catcher: MailCatcher,
  from = 'office@acme.test',
): Promise<void> {
  const saved = await t.request(cookie, {
    method: 'PUT',
    url: '/api/settings/mail',
    payload: { host: '127.0.0.1', port: catcher.port, secure: false, username: '', from },
  });
  if (saved.statusCode !== 200) throw new Error(`Saving the mail settings failed: ${saved.body}`);
}
