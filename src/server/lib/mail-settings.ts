import { z } from 'zod';
import type { MailSettingsInput } from '../../core/schemas/email.js';
import { mailSettingsInputSchema } from '../../core/schemas/email.js';
import type { Db } from '../db/database.js';
import { readSetting, writeSetting } from './settings.js';

export const MAIL_SETTING = 'mail.smtp';

// Stored as entered in Settings. The password has to be usable for SMTP AUTH,
// so it cannot be hashed; it is never sent back to the browser.
const storedSchema = z.object({
  host: z.string(),
  port: z.number().int(),
  secure: z.boolean(),
  username: z.string(),
  password: z.string(),
  from: z.string(),
});
export type StoredMailSettings = z.infer<typeof storedSchema>;

export function readMailSettings(db: Db): Promise<StoredMailSettings | null> {
  return readSetting(db, MAIL_SETTING, storedSchema.nullable(), null);
}

/**
 * The stored password is kept only for the same server and account: anyone
 * who could point the settings elsewhere and press "test" would otherwise
 * have it sent to their own server.
 */
function keepsStoredPassword(
  previous: StoredMailSettings | null,
  next: Pick<StoredMailSettings, 'host' | 'port' | 'username'>,
) {
  return (
    previous !== null &&
    previous.host === next.host &&
    previous.port === next.port &&
    previous.username === next.username
  );
}

/**
 * Saves new settings. An absent password keeps the stored one while host, port
 * and username stay the same (otherwise it is cleared); null clears it.
 */
export async function saveMailSettings(db: Db, input: MailSettingsInput): Promise<void> {
  const parsed = mailSettingsInputSchema.parse(input);
  const previous = await readMailSettings(db);
  const keptPassword = keepsStoredPassword(previous, parsed) ? previous!.password : '';
  const password = parsed.password === undefined ? keptPassword : (parsed.password ?? '');
  await writeSetting(db, MAIL_SETTING, {
    host: parsed.host,
    port: parsed.port,
    secure: parsed.secure,
    username: parsed.username,
    password: parsed.username ? password : '',
    from: parsed.from,
  } satisfies StoredMailSettings);
}

export async function clearMailSettings(db: Db): Promise<void> {
  await db.deleteFrom('settings').where('key', '=', MAIL_SETTING).execute();
}
