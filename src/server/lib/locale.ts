import {
  DEFAULT_LOCALE_SETTING,
  localeSettingSchema,
  type Locale,
} from '../../core/schemas/locale.js';
import { isKnownCurrency } from '../../core/locale.js';
import type { Db } from '../db/database.js';
import { getOwnerTimeZone } from './owner-time.js';
import { readSetting } from './settings.js';

export const LOCALE_SETTING = 'locale';

// A stored code Intl no longer knows falls back to the default instead of throwing.
const storedSchema = localeSettingSchema.refine((value) => isKnownCurrency(value.currency));

/** Currency, date format and the owner's time zone (decision 091). */
export async function readLocale(db: Db): Promise<Locale> {
  const [setting, timeZone] = await Promise.all([
    readSetting(db, LOCALE_SETTING, storedSchema, DEFAULT_LOCALE_SETTING),
    getOwnerTimeZone(db),
  ]);
  return { ...setting, timeZone };
}
