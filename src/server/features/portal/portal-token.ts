import crypto from 'node:crypto';

// A portal URL's token: 32 random bytes, base64url (43 characters). Only its
// SHA-256 is stored, so the database alone never yields a working URL; a token
// is found by looking its hash up (decision 160).

const TOKEN_BYTES = 32;
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

export function hashPortalToken(token: string): string {
  return crypto.createHash('sha256').update(token).digest('hex');
}

export function newPortalToken(): { token: string; hash: string } {
  const token = crypto.randomBytes(TOKEN_BYTES).toString('base64url');
  return { token, hash: hashPortalToken(token) };
}

/** Anything else in the token position is answered like an unknown token. */
export const isWellFormedToken = (token: string) => TOKEN_PATTERN.test(token);

/** The page a client opens: /p/{token} on the server's public origin. */
export const portalUrl = (baseUrl: string, token: string) => `${baseUrl}/p/${token}`;
