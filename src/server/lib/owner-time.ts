import { z } from 'zod';
import { dateFormat, dateInTimeZone, isValidTimeZone } from '../../core/dates.js';
import type { Db } from '../db/database.js';
import { readSetting } from './settings.js';

export const TIME_ZONE_SETTING = 'timeZone';

const timeZoneSchema = z.string().refine(isValidTimeZone);

export function serverTimeZone(): string {
  return dateFormat('en-US', {}).resolvedOptions().timeZone || 'UTC';
}

/** The owner's IANA time zone: a setting, defaulting to the server's zone. */
export function getOwnerTimeZone(db: Db): Promise<string> {
  return readSetting(db, TIME_ZONE_SETTING, timeZoneSchema, serverTimeZone());
}

/** Today's date (YYYY-MM-DD) where the owner works. */
export async function ownerToday(db: Db, now: Date = new Date()): Promise<string> {
  return dateInTimeZone(now, await getOwnerTimeZone(db));
}
