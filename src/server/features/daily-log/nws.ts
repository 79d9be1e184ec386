import { z } from 'zod';
import { addDays, isValidTimeZone, zonedInstant } from '../../../core/dates.js';
import type { WeatherReading } from '../../../core/schemas/daily-log.js';
import { getJson, serviceReason, WeatherError } from './weather-http.js';
import type { SiteDay, WeatherServiceSettings } from './weather-provider.js';

// The US National Weather Service API (https://www.weather.gov/documentation/services-web-api):
// `/points/{lat},{lon}` names the forecast office's grid for a point in the US; its
// `forecastGridData` (raw layers as time series of `validTime` ISO intervals, with units
// such as wmoUnit:degC) gives the day's low, high, precipitation and wind in the site's
// time zone, and its `forecast` (day and night periods) the words for the conditions.
// It forecasts today and the coming week; it keeps no readings of past days.

const SERVICE = 'The US National Weather Service';
const DEFAULT_BASE = 'https://api.weather.gov';
const DAYS_AHEAD = 7;

const pointAnswer = z.object({
  properties: z.object({
    forecast: z.string().nullish(),
    forecastGridData: z.string(),
    timeZone: z.string().nullish(),
  }),
});

const layer = z.object({
  uom: z.string().optional(),
  values: z.array(z.object({ validTime: z.string(), value: z.number().nullable() })),
});
const gridAnswer = z.object({
  properties: z.object({
    temperature: layer.optional(),
    quantitativePrecipitation: layer.optional(),
    windSpeed: layer.optional(),
  }),
});
const forecastAnswer = z.object({
  properties: z.object({
    periods: z.array(
      z.object({
        startTime: z.string(),
        isDaytime: z.boolean().optional(),
        shortForecast: z.string().optional(),
      }),
    ),
  }),
});
const problemAnswer = z.object({
  title: serviceReason.optional(),
  detail: serviceReason.optional(),
});

const DURATION = /^P(?:(\d+)D)?(?:T(?:(\d+)H)?(?:(\d+)M)?)?$/;

/** "2026-03-04T12:00:00+00:00/PT6H" as [start, end) in milliseconds; null when unreadable. */
export function parseValidTime(validTime: string): [number, number] | null {
  const [start, duration] = validTime.split('/');
  const from = Date.parse(start ?? '');
  const match = DURATION.exec(duration ?? '');
  if (Number.isNaN(from) || !match) return null;
  const [, days, hours, minutes] = match.map((part) => Number(part ?? 0)) as number[];
  const length = (((days ?? 0) * 24 + (hours ?? 0)) * 60 + (minutes ?? 0)) * 60_000;
  return length > 0 ? [from, from + length] : null;
}

type Layer = z.infer<typeof layer>;

/** The layer's values that fall in [from, to), each with the share of its interval inside. */
function valuesWithin(data: Layer | undefined, from: number, to: number) {
  return (data?.values ?? []).flatMap(({ validTime, value }) => {
    const interval = parseValidTime(validTime);
    if (!interval || value === null) return [];
    const overlap = Math.min(to, interval[1]) - Math.max(from, interval[0]);
    return overlap > 0 ? [{ value, share: overlap / (interval[1] - interval[0]) }] : [];
  });
}

const toCelsius = (uom: string | undefined) => (value: number) =>
  uom === 'wmoUnit:degF' ? ((value - 32) * 5) / 9 : value;
const toMillimetres = (uom: string | undefined) => (value: number) =>
  uom === 'wmoUnit:m' ? value * 1000 : uom === 'wmoUnit:in' ? value * 25.4 : value;
const toKph = (uom: string | undefined) => (value: number) => {
  switch (uom) {
    case 'wmoUnit:m_s-1':
      return value * 3.6;
    case 'wmoUnit:kn':
      return value * 1.852;
    case 'wmoUnit:mi_h-1':
      return value * 1.609344;
    default:
      return value;
  }
};
const round1 = (value: number) => Math.round(value * 10) / 10;

/** The day's reading from the grid's layers, for the site's calendar day. */
export function readGridDay(
  grid: z.infer<typeof gridAnswer>,
  date: string,
  timeZone: string,
): Omit<WeatherReading, 'conditions'> | null {
  const from = zonedInstant(date, '00:00', timeZone).getTime();
  const to = zonedInstant(addDays(date, 1), '00:00', timeZone).getTime();
  const { temperature, quantitativePrecipitation: rain, windSpeed: wind } = grid.properties;
  const temps = valuesWithin(temperature, from, to).map((v) =>
    toCelsius(temperature?.uom)(v.value),
  );
  if (temps.length === 0) return null;
  const precipitation = valuesWithin(rain, from, to).reduce(
    (total, v) => total + toMillimetres(rain?.uom)(v.value) * v.share,
    0,
  );
  const winds = valuesWithin(wind, from, to).map((v) => toKph(wind?.uom)(v.value));
  return {
    tempLowC: round1(Math.min(...temps)),
    tempHighC: round1(Math.max(...temps)),
    precipitationMm: rain ? round1(precipitation) : null,
    windKph: winds.length ? round1(Math.max(...winds)) : null,
  };
}

/** The words of the day's daytime period (its start is written in the site's own offset). */
function conditionsOn(forecast: z.infer<typeof forecastAnswer>, date: string): string | null {
  const periods = forecast.properties.periods.filter((p) => p.startTime.slice(0, 10) === date);
  const period = periods.find((p) => p.isDaytime) ?? periods[0];
  return period?.shortForecast?.trim() || null;
}

export async function fetchNws(
  settings: WeatherServiceSettings,
  site: SiteDay,
): Promise<WeatherReading> {
  if (site.date < site.today) {
    throw new WeatherError(`${SERVICE} gives forecasts only: it keeps no readings of past days.`);
  }
  if (site.date > addDays(site.today, DAYS_AHEAD)) {
    throw new WeatherError(`${SERVICE} forecasts at most ${DAYS_AHEAD} days ahead.`);
  }
  const base = new URL(settings.baseUrl ?? DEFAULT_BASE);
  const request = {
    service: SERVICE,
    timeoutMs: settings.timeoutMs,
    headers: { 'user-agent': settings.userAgent },
    followRedirects: true,
  };
  const point = await getJson(
    new URL(`${base.pathname.replace(/\/+$/, '')}/points/${site.latitude},${site.longitude}`, base),
    request,
  );
  if (point.status === 404) {
    throw new WeatherError(`${SERVICE} covers the United States only: it has no forecast here.`);
  }
  if (point.status !== 200) {
    const problem = problemAnswer.safeParse(point.body);
    const detail = problem.success ? (problem.data.detail ?? problem.data.title) : undefined;
    throw new WeatherError(`${SERVICE} answered ${point.status}${detail ? `: ${detail}` : '.'}`);
  }
  const parsedPoint = pointAnswer.safeParse(point.body);
  if (!parsedPoint.success) {
    throw new WeatherError(`${SERVICE} answered in a form Sitebook cannot read.`);
  }
  const { forecastGridData, forecast, timeZone } = parsedPoint.data.properties;
  // The point names the next addresses: only ever follow them on the same service.
  const sameService = (link: string) => {
    const url = new URL(link, base);
    if (url.origin !== base.origin) {
      throw new WeatherError(`${SERVICE} pointed to another address (${url.origin}).`);
    }
    return url;
  };
  const zone = timeZone && isValidTimeZone(timeZone) ? timeZone : 'UTC';

  const grid = await getJson(sameService(forecastGridData), request);
  const parsedGrid = grid.status === 200 ? gridAnswer.safeParse(grid.body) : undefined;
  if (!parsedGrid?.success) {
    throw new WeatherError(`${SERVICE} answered ${grid.status} for the forecast grid.`);
  }
  const day = readGridDay(parsedGrid.data, site.date, zone);
  if (!day) throw new WeatherError(`${SERVICE} has no forecast for ${site.date}.`);

  // The words are a nicety: without them the numbers still stand.
  let conditions: string | null = null;
  if (forecast) {
    try {
      const words = await getJson(sameService(forecast), request);
      const parsed = forecastAnswer.safeParse(words.body);
      if (words.status === 200 && parsed.success) conditions = conditionsOn(parsed.data, site.date);
    } catch (error) {
      if (!(error instanceof WeatherError)) throw error;
    }
  }
  return { conditions, ...day };
}
