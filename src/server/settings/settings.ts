import { z } from 'zod';
import { dateFormat, isValidTimeZone } from '../../core/dates.js';
import { isKnownCurrency } from '../../core/locale.js';
import { businessProfileSchema, emptyBusinessProfile } from '../../core/schemas/business.js';
import { WEATHER_PROVIDERS } from '../../core/schemas/daily-log-routes.js';
import {
  DEFAULT_INVOICE_SETTINGS,
  invoiceSettingsSchema,
} from '../../core/schemas/invoice-settings.js';
import { DEFAULT_LOCALE_SETTING, localeSettingSchema } from '../../core/schemas/locale.js';
import {
  DEFAULT_SHARING,
  DEFAULT_TASK_EVENT_SHARING,
  sharedTaskEvents,
  sharingSettingsSchema,
  taskEventSharingSchema,
  type TaskEvent,
} from '../../core/schemas/update.js';
import { defaultUploadSettings, uploadSettingsSchema } from '../../core/schemas/uploads.js';
import type { Db } from '../db/database.js';
import { deleteSetting, findSettingsJson, upsertSettingJson } from './settings.queries.js';

// Every owner setting, named once: where it is stored, what a valid value is and
// what applies until the owner saves one. A missing, unreadable or stale value
// (one today's schema refuses) reads as the default, so no read ever fails.

interface SettingDefinition<S extends z.ZodType> {
  /** The row's key in the `settings` table: stored data, never rename it. */
  key: string;
  schema: S;
  /** A function: some defaults depend on where the server runs. */
  fallback: () => z.infer<S>;
}

const define = <S extends z.ZodType>(definition: SettingDefinition<S>) => definition;

// Read once: the process's zone does not change while it runs, and resolving it again
// was half the cost of today's date on every request that keys an answer by the day.
let processTimeZone: string | undefined;

/** The time zone the server runs in: the owner's until they choose one (decision 034). */
export function serverTimeZone(): string {
  processTimeZone ??= dateFormat('en-US', {}).resolvedOptions().timeZone || 'UTC';
  return processTimeZone;
}

/**
 * SMTP settings as entered in Settings (decision 032). The password has to be
 * usable for SMTP AUTH, so it cannot be hashed; it is never sent to the browser.
 */
const storedMailSettingsSchema = z.object({
  host: z.string(),
  port: z.number().int(),
  secure: z.boolean(),
  username: z.string(),
  password: z.string(),
  from: z.string(),
});
export type StoredMailSettings = z.infer<typeof storedMailSettingsSchema>;

/**
 * The weather service as chosen in Settings (decision 191). The API key is kept as
 * entered (the service needs it) and never sent to the browser.
 */
const storedWeatherSettingsSchema = z.object({
  provider: z.enum(WEATHER_PROVIDERS),
  baseUrl: z.string().nullable(),
  apiKey: z.string(),
});
export type StoredWeatherSettings = z.infer<typeof storedWeatherSettingsSchema>;

export const SETTINGS = {
  /** The issuer printed on invoices (decision 042). */
  businessProfile: define({
    key: 'businessProfile',
    schema: businessProfileSchema,
    fallback: () => emptyBusinessProfile,
  }),
  /** Default payment terms and the reminder policy (decision 170). */
  invoicing: define({
    key: 'invoicing',
    schema: invoiceSettingsSchema,
    fallback: () => DEFAULT_INVOICE_SETTINGS,
  }),
  /** Public share links (decision 021). */
  sharing: define({
    key: 'sharing',
    schema: sharingSettingsSchema,
    fallback: () => DEFAULT_SHARING,
  }),
  /** Which task events clients see (issue 18, decision 180). */
  taskEventSharing: define({
    key: 'sharing.taskEvents',
    schema: taskEventSharingSchema,
    fallback: () => DEFAULT_TASK_EVENT_SHARING,
  }),
  /** Null until saved: sending then falls back to SMTP_URL (decision 032). */
  mail: define({
    key: 'mail.smtp',
    schema: storedMailSettingsSchema.nullable(),
    fallback: () => null,
  }),
  /** The owner's IANA time zone, which decides what "today" is (decision 034). */
  timeZone: define({
    key: 'timeZone',
    schema: z.string().refine(isValidTimeZone),
    fallback: serverTimeZone,
  }),
  /** Currency and date format (decision 091); a code Intl no longer knows reads as the default. */
  locale: define({
    key: 'locale',
    schema: localeSettingSchema.refine((value) => isKnownCurrency(value.currency)),
    fallback: () => DEFAULT_LOCALE_SETTING,
  }),
  /** Null until saved: the weather service then comes from WEATHER_PROVIDER (decision 191). */
  weather: define({
    key: 'weather',
    schema: storedWeatherSettingsSchema.nullable(),
    fallback: () => null,
  }),
  /** The owner hid the dashboard's getting-started checklist (issue 18, decision 181). */
  gettingStartedDismissed: define({
    key: 'gettingStarted.dismissed',
    schema: z.boolean(),
    fallback: () => false,
  }),
  /** Photo downscaling in the browser (decision 080). */
  uploads: define({
    key: 'uploads',
    schema: uploadSettingsSchema,
    fallback: () => defaultUploadSettings,
  }),
};

export type SettingName = keyof typeof SETTINGS;
export type SettingValue<N extends SettingName> = z.infer<(typeof SETTINGS)[N]['schema']>;

function valueOf<N extends SettingName>(name: N, json: string | undefined): SettingValue<N> {
  const { schema, fallback } = SETTINGS[name] as SettingDefinition<z.ZodType>;
  if (json === undefined) return fallback() as SettingValue<N>;
  try {
    const parsed = schema.safeParse(JSON.parse(json));
    return (parsed.success ? parsed.data : fallback()) as SettingValue<N>;
  } catch {
    return fallback() as SettingValue<N>;
  }
}

/** Several settings in one read (a public answer decides on two: one round trip, not two). */
export async function getSettings<N extends SettingName>(
  db: Db,
  names: readonly N[],
): Promise<{ [K in N]: SettingValue<K> }> {
  const stored = await findSettingsJson(
    db,
    names.map((name) => SETTINGS[name].key),
  );
  return Object.fromEntries(
    names.map((name) => [name, valueOf(name, stored.get(SETTINGS[name].key))]),
  ) as { [K in N]: SettingValue<K> };
}

export async function getSetting<N extends SettingName>(db: Db, name: N): Promise<SettingValue<N>> {
  const values = await getSettings(db, [name]);
  return values[name];
}

/** Stores a value; one the schema refuses is a bug here, so it throws rather than reads back as the default. */
export async function setSetting<N extends SettingName>(
  db: Db,
  name: N,
  value: SettingValue<N>,
): Promise<void> {
  const { key, schema } = SETTINGS[name] as SettingDefinition<z.ZodType>;
  await upsertSettingJson(db, key, JSON.stringify(schema.parse(value)));
}

/** Forgets the stored value: the default applies again. */
export async function clearSetting(db: Db, name: SettingName): Promise<void> {
  await deleteSetting(db, SETTINGS[name].key);
}

/** The task events clients see (issue 18): what every client-facing read passes on. */
export async function readSharedTaskEvents(db: Db): Promise<TaskEvent[]> {
  return sharedTaskEvents(await getSetting(db, 'taskEventSharing'));
}

/** The share pages' two settings in one read: the sharing switch and the task events clients see. */
export async function readPublicSharing(db: Db) {
  const { sharing, taskEventSharing } = await getSettings(db, ['sharing', 'taskEventSharing']);
  return { sharing, clientTaskEvents: sharedTaskEvents(taskEventSharing) };
}
