import type { Locale } from '../../core/schemas/locale.js';
import type { Db } from '../db/database.js';
import { getSetting } from '../settings/settings.js';
import { getOwnerTimeZone } from './owner-time.js';

/** Currency, date format and the owner's time zone (decision 091). */
export async function readLocale(db: Db): Promise<Locale> {
  const [setting, timeZone] = await Promise.all([getSetting(db, 'locale'), getOwnerTimeZone(db)]);
  return { ...setting, timeZone };
}
