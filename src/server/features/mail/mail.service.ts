import type { MailSettingsInput } from '../../../core/schemas/email.js';
import { mailSettingsInputSchema } from '../../../core/schemas/email.js';
import type { Db } from '../../db/database.js';
import { getSetting, setSetting, type StoredMailSettings } from '../../settings/settings.js';

/**
 * The stored password is kept only for the same server, account and connection:
 * anyone who could point the settings elsewhere and press "test" would otherwise
 * have it sent to their own server, and turning TLS from the start off can send
 * it in the clear (STARTTLS is used only when the server offers it).
 */
function keepsStoredPassword(
  previous: StoredMailSettings | null,
  next: Pick<StoredMailSettings, 'host' | 'port' | 'secure' | 'username'>,
) {
  return (
    previous !== null &&
    previous.host === next.host &&
    previous.port === next.port &&
    previous.secure === next.secure &&
    previous.username === next.username
  );
}

/**
 * Saves new settings. An absent password keeps the stored one while host, port,
 * TLS switch and username stay the same (otherwise it is cleared); null clears it.
 */
export async function saveMailSettings(db: Db, input: MailSettingsInput): Promise<void> {
  const parsed = mailSettingsInputSchema.parse(input);
  const previous = await getSetting(db, 'mail');
  const keptPassword = keepsStoredPassword(previous, parsed) ? previous!.password : '';
  const password = parsed.password === undefined ? keptPassword : (parsed.password ?? '');
  await setSetting(db, 'mail', {
    host: parsed.host,
    port: parsed.port,
    secure: parsed.secure,
    username: parsed.username,
    password: parsed.username ? password : '',
    from: parsed.from,
  });
}
