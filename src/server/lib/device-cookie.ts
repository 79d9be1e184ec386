import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { z } from 'zod';

// A device cookie marks a browser that signed in successfully before, so the
// sign-in throttle can tell the owner apart from strangers who lock the username
// (OWASP "Slow Down Online Guessing Attacks with Device Cookies", decision 002).
// It names the username and a random device id and is signed with HMAC-SHA-256
// under a secret kept in the data directory, never in the database: the settings
// table goes into exports, and whoever holds the secret can mint devices.

export const DEVICE_COOKIE = 'sitebook_device';
export const DEVICE_COOKIE_TTL_MS = 365 * 24 * 60 * 60 * 1000;
export const DEVICE_SECRET_FILE = 'device-cookie.key';

const SECRET_BYTES = 32;
const payloadSchema = z.object({ u: z.string(), d: z.string(), e: z.number() });

export interface IssuedDeviceCookie {
  value: string;
  expires: Date;
}

export class DeviceCookies {
  private secret: Promise<Buffer> | undefined;

  constructor(
    private readonly secretFile: string,
    private readonly now: () => number = Date.now,
  ) {}

  async issue(username: string): Promise<IssuedDeviceCookie> {
    const expires = new Date(this.now() + DEVICE_COOKIE_TTL_MS);
    const payload = Buffer.from(
      JSON.stringify({
        u: username.toLowerCase(),
        d: crypto.randomBytes(16).toString('base64url'),
        e: expires.getTime(),
      }),
    ).toString('base64url');
    return { value: `${payload}.${await this.sign(payload)}`, expires };
  }

  /** The device id when the cookie is genuine, unexpired and names this username; else null. */
  async deviceId(cookie: string | undefined, username: string): Promise<string | null> {
    const [payload, signature, ...rest] = cookie?.split('.') ?? [];
    if (!payload || !signature || rest.length > 0) return null;
    const expected = Buffer.from(await this.sign(payload));
    const actual = Buffer.from(signature);
    if (actual.length !== expected.length || !crypto.timingSafeEqual(actual, expected)) return null;
    const parsed = payloadSchema.safeParse(parseJson(Buffer.from(payload, 'base64url')));
    if (!parsed.success) return null;
    const { u, d, e } = parsed.data;
    return u === username.toLowerCase() && e > this.now() ? d : null;
  }

  private async sign(payload: string): Promise<string> {
    this.secret ??= loadOrCreateSecret(this.secretFile).catch((error: unknown) => {
      this.secret = undefined;
      throw error;
    });
    return crypto
      .createHmac('sha256', await this.secret)
      .update(payload)
      .digest('base64url');
  }
}

function parseJson(bytes: Buffer): unknown {
  try {
    return JSON.parse(bytes.toString('utf8'));
  } catch {
    return undefined;
  }
}

/** Reads the secret, creating it on first use; two processes starting at once agree on one. */
async function loadOrCreateSecret(file: string): Promise<Buffer> {
  try {
    return decodeSecret(file, await fs.readFile(file, 'utf8'));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  await fs.mkdir(path.dirname(file), { recursive: true });
  // Written whole under a temporary name, then linked into place: a reader never
  // sees a half-written file, and link() fails if another process won the race.
  const temp = `${file}.${crypto.randomBytes(6).toString('hex')}.tmp`;
  await fs.writeFile(temp, crypto.randomBytes(SECRET_BYTES).toString('base64url'), { mode: 0o600 });
  try {
    await fs.link(temp, file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  } finally {
    await fs.rm(temp, { force: true });
  }
  return decodeSecret(file, await fs.readFile(file, 'utf8'));
}

function decodeSecret(file: string, text: string): Buffer {
  const secret = Buffer.from(text.trim(), 'base64url');
  if (secret.length < SECRET_BYTES) {
    throw new Error(`${file} is damaged; delete it and a new one is made (devices sign in again)`);
  }
  return secret;
}
