import { addDays } from '../../../core/dates.js';
import { type WeatherReading } from '../../../core/schemas/daily-log.js';
import {
  WEATHER_PROVIDER_INFO,
  type WeatherProvider,
  type WeatherSettings,
  type WeatherSettingsValues,
} from '../../../core/schemas/daily-log-routes.js';
import type { Config } from '../../config.js';
import type { Db } from '../../db/database.js';
import { nowIso } from '../../lib/ids.js';
import { ownerToday } from '../../lib/owner-time.js';
import { clearSetting, getSetting, setSetting } from '../../settings/settings.js';
import { fetchNws } from './nws.js';
import { fetchOpenMeteo } from './open-meteo.js';
import { WeatherError } from './weather-http.js';
import type { SiteDay, WeatherServiceSettings } from './weather-provider.js';
import * as q from './weather.queries.js';

// The weather service (decision 191): which one (Settings, else the environment), the
// cache of its readings per rounded location and day, and a lookup that never throws
// for the service's sake: a failure is a sentence saying why there is no reading.

/** What the weather code needs of the server's configuration. */
export type WeatherEnv = Pick<
  Config,
  | 'WEATHER_PROVIDER'
  | 'WEATHER_API_KEY'
  | 'WEATHER_BASE_URL'
  | 'WEATHER_TIMEOUT_SECONDS'
  | 'PUBLIC_URL'
>;

interface EffectiveWeather {
  provider: WeatherProvider;
  baseUrl: string | null;
  apiKey: string | null;
  source: WeatherSettings['source'];
}

/** Saved settings win (even "off"); otherwise WEATHER_PROVIDER and its companions. */
async function effectiveWeather(db: Db, env: WeatherEnv): Promise<EffectiveWeather> {
  const saved = await getSetting(db, 'weather');
  if (saved) {
    return {
      provider: saved.provider,
      baseUrl: saved.baseUrl,
      apiKey: saved.apiKey || null,
      source: 'settings',
    };
  }
  if (env.WEATHER_PROVIDER !== 'none') {
    return {
      provider: env.WEATHER_PROVIDER,
      baseUrl: env.WEATHER_BASE_URL?.replace(/\/+$/, '') ?? null,
      apiKey: env.WEATHER_API_KEY ?? null,
      source: 'environment',
    };
  }
  return { provider: 'none', baseUrl: null, apiKey: null, source: 'none' };
}

export async function weatherSettingsView(db: Db, env: WeatherEnv): Promise<WeatherSettings> {
  const { provider, baseUrl, apiKey, source } = await effectiveWeather(db, env);
  return { provider, baseUrl, hasApiKey: apiKey !== null, source };
}

/**
 * Saves the owner's choice. An absent key keeps the saved one while the provider and
 * address stay the same (a key is never sent to a server it was not entered for);
 * null clears it.
 */
export async function saveWeatherSettings(db: Db, input: WeatherSettingsValues) {
  const previous = await getSetting(db, 'weather');
  const provider = input.provider;
  const baseUrl = input.baseUrl ?? null;
  const sameService = previous?.provider === provider && previous.baseUrl === baseUrl;
  const kept = sameService ? previous.apiKey : '';
  const apiKey = input.apiKey === undefined ? kept : (input.apiKey ?? '');
  await setSetting(db, 'weather', {
    provider,
    baseUrl,
    apiKey: WEATHER_PROVIDER_INFO[provider].usesKey ? apiKey : '',
  });
}

export const clearWeatherSettings = (db: Db) => clearSetting(db, 'weather');

/** Readings of days before yesterday are final; later ones are fetched again after this. */
const FRESH_MS = 3 * 60 * 60 * 1000;

const rounded = (degrees: number) => Math.round(degrees * 100) / 100;

export interface Site {
  latitude: number;
  longitude: number;
}

/** A reading just fetched, to be written to the cache by whoever keeps it. */
export type FetchedReading = Parameters<typeof q.saveReading>[1];

export type WeatherLookupResult =
  | { reading: WeatherReading; message: null; fetched: FetchedReading | null }
  | { reading: null; message: string; configured: boolean };

const NOT_SET_UP =
  'No weather service is set up: the owner can choose one under Settings > Weather.';
export const NO_LOCATION =
  'The project has no location: add its latitude and longitude to fill in the weather.';

function userAgent(env: WeatherEnv) {
  return `Sitebook (self-hosted construction log${env.PUBLIC_URL ? `; ${env.PUBLIC_URL}` : ''})`;
}

function fetchReading(settings: WeatherServiceSettings, site: SiteDay) {
  return settings.provider === 'nws' ? fetchNws(settings, site) : fetchOpenMeteo(settings, site);
}

const keyOf = (provider: string, site: Site, date: string) => ({
  provider,
  location: `${rounded(site.latitude)},${rounded(site.longitude)}`,
  date,
});

function readCached(row: q.CachedReading | undefined): WeatherReading | null {
  if (!row) return null;
  try {
    return JSON.parse(row.reading) as WeatherReading;
  } catch {
    return null;
  }
}

/**
 * The day's reading at the site: from the cache when it is there (and, for recent days,
 * fresh), else from the service. Never throws for the service's sake. A fetched reading
 * comes back as `fetched` for the caller to cache (`cacheReading`): an update caches it in
 * its own transaction, so a refused save writes nothing at all.
 */
export async function lookupWeather(
  db: Db,
  env: WeatherEnv,
  site: Site | null,
  date: string,
  now = new Date(),
): Promise<WeatherLookupResult> {
  const service = await effectiveWeather(db, env);
  if (service.provider === 'none') return { reading: null, message: NOT_SET_UP, configured: false };
  if (!site) return { reading: null, message: NO_LOCATION, configured: true };
  const today = await ownerToday(db, now);
  const key = keyOf(service.provider, site, date);
  const cached = await q.findReading(db, key);
  const cachedReading = readCached(cached);
  const final = date < addDays(today, -1);
  const fresh = cached && now.getTime() - Date.parse(cached.fetched_at) < FRESH_MS;
  if (cachedReading && (final || fresh)) {
    return { reading: cachedReading, message: null, fetched: null };
  }
  try {
    const reading = await fetchReading(
      {
        provider: service.provider,
        baseUrl: service.baseUrl,
        apiKey: service.apiKey,
        timeoutMs: env.WEATHER_TIMEOUT_SECONDS * 1000,
        userAgent: userAgent(env),
      },
      {
        latitude: rounded(site.latitude),
        longitude: rounded(site.longitude),
        date,
        today,
      },
    );
    const fetched = { ...key, reading: JSON.stringify(reading), fetched_at: nowIso() };
    return { reading, message: null, fetched };
  } catch (error) {
    if (!(error instanceof WeatherError)) throw error;
    // An older reading of a recent day beats none.
    if (cachedReading) return { reading: cachedReading, message: null, fetched: null };
    return { reading: null, message: error.message, configured: true };
  }
}

/** Keeps a fetched reading for the next lookup of the same site and day. */
export async function cacheReading(db: Db, fetched: FetchedReading | null): Promise<void> {
  if (fetched) await q.saveReading(db, fetched);
}

/** The reading the cache holds for the site and day, without asking the service. */
export async function cachedWeather(
  db: Db,
  env: WeatherEnv,
  site: Site | null,
  date: string,
): Promise<WeatherReading | null> {
  const service = await effectiveWeather(db, env);
  if (service.provider === 'none' || !site) return null;
  return readCached(await q.findReading(db, keyOf(service.provider, site, date)));
}

/** Whether what a person sent is exactly the service's reading (then it stays "auto"). */
export function sameReading(sent: WeatherReading, reading: WeatherReading | null): boolean {
  if (!reading) return false;
  const near = (a: number | null, b: number | null) =>
    a === null || b === null ? a === b : Math.abs(a - b) < 0.05;
  return (
    (sent.conditions ?? null) === (reading.conditions ?? null) &&
    near(sent.tempLowC, reading.tempLowC) &&
    near(sent.tempHighC, reading.tempHighC) &&
    near(sent.precipitationMm, reading.precipitationMm) &&
    near(sent.windKph, reading.windKph)
  );
}
