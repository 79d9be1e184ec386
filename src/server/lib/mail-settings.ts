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

/** Saves new settings; an absent password keeps the stored one, null clears it. */
export async function saveMailSettings(db: Db, input: MailSettingsInput): Promise<void> {
  const parsed = mailSettingsInputSchema.parse(input);
  const previous = await readMailSettings(db);
  const password =
    parsed.password === undefined ? (previous?.password ?? '') : (parsed.password ?? '');
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
