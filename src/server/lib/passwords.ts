import crypto from 'node:crypto';
import { promisify } from 'node:util';
import { ConcurrencyLimit } from './concurrency-limit.js';

const scrypt = promisify(crypto.scrypt) as (
  password: string,
  salt: Buffer,
  keylen: number,
  options: crypto.ScryptOptions,
) => Promise<Buffer>;

const KEY_LENGTH = 64;
const PARAMS = { N: 2 ** 15, r: 8, p: 1 };
const MAX_MEMORY = 128 * PARAMS.N * PARAMS.r * 2;

// scrypt runs on libuv's thread pool (4 threads unless UV_THREADPOOL_SIZE says
// otherwise), which file reads and static files share. A burst of sign-ins once
// queued every thread behind seconds of hashing (GET / took 12 s), so at most two
// hashes run at once, the rest wait here, and the other threads stay free.
const MAX_CONCURRENT_HASHES = 2;
const hashing = new ConcurrencyLimit(MAX_CONCURRENT_HASHES);
const counts = { requested: 0, finished: 0 };

/**
 * scrypt runs in this process: asked for (each hash or password check), finished,
 * running now and waiting for a turn. Tests count real password checks with it.
 */
export function passwordHashingStats() {
  return { ...counts, running: hashing.running, waiting: hashing.waiting };
}

function limitedScrypt(
  password: string,
  salt: Buffer,
  keylen: number,
  options: crypto.ScryptOptions,
): Promise<Buffer> {
  counts.requested += 1;
  return hashing.run(async () => {
    try {
      return await scrypt(password, salt, keylen, options);
    } finally {
      counts.finished += 1;
    }
  });
}

/** Hashes with scrypt and a per-password salt: `scrypt$N$r$p$salt$hash`. */
export async function hashPassword(password: string): Promise<string> {
  const salt = crypto.randomBytes(16);
  const hash = await limitedScrypt(password, salt, KEY_LENGTH, { ...PARAMS, maxmem: MAX_MEMORY });
  return [
    'scrypt',
    PARAMS.N,
    PARAMS.r,
    PARAMS.p,
    salt.toString('base64'),
    hash.toString('base64'),
  ].join('$');
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, hash] = stored.split('$');
  if (scheme !== 'scrypt' || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64');
  const options = { N: Number(n), r: Number(r), p: Number(p), maxmem: MAX_MEMORY };
  const actual = await limitedScrypt(
    password,
    Buffer.from(salt, 'base64'),
    expected.length,
    options,
  );
  return actual.length === expected.length && crypto.timingSafeEqual(actual, expected);
}

// Checked against when the username is unknown, so a wrong username costs the
// same time as a wrong password and does not reveal which accounts exist.
let decoyHash: Promise<string> | undefined;
export function decoyPasswordHash(): Promise<string> {
  decoyHash ??= hashPassword(crypto.randomBytes(16).toString('hex'));
  return decoyHash;
}

/** A strong random password for the first owner account (about 120 bits). */
export function generatePassword(): string {
  return crypto.randomBytes(15).toString('base64url');
}
