import { z } from 'zod';
import { addDays } from '../../../core/dates.js';
import type { WeatherReading } from '../../../core/schemas/daily-log.js';
import { getJson, serviceReason, WeatherError } from './weather-http.js';
import type { SiteDay, WeatherServiceSettings } from './weather-provider.js';

// Open-Meteo (https://open-meteo.com/en/docs): one day's `daily` aggregates in the
// site's own time zone (`timezone=auto`), metric by default (°C, mm, km/h). The
// forecast API also answers for the last months; older days come from the archive
// API (historical weather). The free hosts are for non-commercial use; with an API key
// the customer hosts are used; a base URL (a self-hosted instance) serves both paths.

const SERVICE = 'Open-Meteo';
const DAILY = [
  'weather_code',
  'temperature_2m_max',
  'temperature_2m_min',
  'precipitation_sum',
  'wind_speed_10m_max',
] as const;
/** The forecast API reaches this far back; older days are read from the archive. */
const FORECAST_PAST_DAYS = 60;
const FORECAST_DAYS_AHEAD = 15;

const HOSTS = {
  free: { forecast: 'https://api.open-meteo.com', archive: 'https://archive-api.open-meteo.com' },
  customer: {
    forecast: 'https://customer-api.open-meteo.com',
    archive: 'https://customer-archive-api.open-meteo.com',
  },
};

const series = z.array(z.number().nullable());
const dailyAnswer = z.object({
  daily: z.object({
    time: z.array(z.string()),
    weather_code: series,
    temperature_2m_max: series,
    temperature_2m_min: series,
    precipitation_sum: series,
    wind_speed_10m_max: series,
  }),
});
const errorAnswer = z.object({ error: z.literal(true), reason: serviceReason });

/** WMO weather interpretation codes, as Open-Meteo's documentation lists them. */
const WMO_CODES: Record<number, string> = {
  0: 'Clear sky',
  1: 'Mainly clear',
  2: 'Partly cloudy',
  3: 'Overcast',
  45: 'Fog',
  48: 'Freezing fog',
  51: 'Light drizzle',
  53: 'Drizzle',
  55: 'Heavy drizzle',
  56: 'Light freezing drizzle',
  57: 'Freezing drizzle',
  61: 'Light rain',
  63: 'Rain',
  65: 'Heavy rain',
  66: 'Light freezing rain',
  67: 'Freezing rain',
  71: 'Light snow',
  73: 'Snow',
  75: 'Heavy snow',
  77: 'Snow grains',
  80: 'Light rain showers',
  81: 'Rain showers',
  82: 'Violent rain showers',
  85: 'Snow showers',
  86: 'Heavy snow showers',
  95: 'Thunderstorm',
  96: 'Thunderstorm with hail',
  99: 'Thunderstorm with heavy hail',
};

export const conditionsOfWmoCode = (code: number | null): string | null =>
  code === null ? null : (WMO_CODES[code] ?? null);

function endpoint(settings: WeatherServiceSettings, kind: 'forecast' | 'archive'): URL {
  const hosts = settings.apiKey ? HOSTS.customer : HOSTS.free;
  const base = settings.baseUrl ?? hosts[kind];
  return new URL(`${base.replace(/\/+$/, '')}/v1/${kind}`);
}

function refusal(status: number, body: unknown): WeatherError {
  const reason = errorAnswer.safeParse(body);
  if (status === 401 || status === 403) {
    return new WeatherError(`${SERVICE} refused the API key (${status}).`);
  }
  if (status === 429) return new WeatherError(`${SERVICE}'s request limit was reached; try later.`);
  return new WeatherError(
    reason.success
      ? `${SERVICE} refused the request: ${reason.data.reason}`
      : `${SERVICE} answered ${status}.`,
  );
}

export async function fetchOpenMeteo(
  settings: WeatherServiceSettings,
  site: SiteDay,
): Promise<WeatherReading> {
  const { date, today } = site;
  if (date > addDays(today, FORECAST_DAYS_AHEAD)) {
    throw new WeatherError(`${SERVICE} forecasts at most ${FORECAST_DAYS_AHEAD + 1} days ahead.`);
  }
  const kind = date >= addDays(today, -FORECAST_PAST_DAYS) ? 'forecast' : 'archive';
  const url = endpoint(settings, kind);
  url.searchParams.set('latitude', String(site.latitude));
  url.searchParams.set('longitude', String(site.longitude));
  url.searchParams.set('daily', DAILY.join(','));
  url.searchParams.set('timezone', 'auto');
  url.searchParams.set('start_date', date);
  url.searchParams.set('end_date', date);
  if (settings.apiKey) url.searchParams.set('apikey', settings.apiKey);

  const { status, body } = await getJson(url, {
    service: SERVICE,
    timeoutMs: settings.timeoutMs,
    followRedirects: false,
  });
  if (status !== 200) throw refusal(status, body);
  const parsed = dailyAnswer.safeParse(body);
  if (!parsed.success)
    throw new WeatherError(`${SERVICE} answered in a form Sitebook cannot read.`);
  const { daily } = parsed.data;
  const i = daily.time.indexOf(date);
  const at = (values: (number | null)[]) => (i < 0 ? null : (values[i] ?? null));
  const reading: WeatherReading = {
    conditions: conditionsOfWmoCode(at(daily.weather_code)),
    tempLowC: at(daily.temperature_2m_min),
    tempHighC: at(daily.temperature_2m_max),
    precipitationMm: at(daily.precipitation_sum),
    windKph: at(daily.wind_speed_10m_max),
  };
  if (Object.values(reading).every((value) => value === null)) {
    throw new WeatherError(`${SERVICE} has no readings for ${date} yet.`);
  }
  return reading;
}
