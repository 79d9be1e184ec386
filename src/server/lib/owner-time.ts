import { dateInTimeZone } from '../../core/dates.js';
import type { Db } from '../db/database.js';
import { getSetting } from '../settings/settings.js';

/** The owner's IANA time zone: a setting, defaulting to the server's zone. */
export function getOwnerTimeZone(db: Db): Promise<string> {
  return getSetting(db, 'timeZone');
}

/** Today's date (YYYY-MM-DD) where the owner works. */
export async function ownerToday(db: Db, now: Date = new Date()): Promise<string> {
  return dateInTimeZone(now, await getOwnerTimeZone(db));
}
