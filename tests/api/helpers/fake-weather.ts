import http from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { addDays, zonedInstant } from '../../../src/core/dates.js';

// A real HTTP server on 127.0.0.1 that answers as the weather services do, in their own
// response formats: Open-Meteo's /v1/forecast and /v1/archive (`daily` arrays in the
// site's time zone), and the US National Weather Service's /points/{lat},{lon} (GeoJSON
// with the grid's links), /gridpoints/{office}/{x},{y} (raw layers as ISO-interval time
// series with wmoUnit units) and /gridpoints/.../forecast (day and night periods).
// Tests point WEATHER_BASE_URL (or Settings > Weather) at it.

/** `foreign-links`: the NWS point names a grid on another server. */
export type FakeMode =
  'ok' | 'error' | 'refusal' | 'hang' | 'not-json' | 'no-data' | 'foreign-links';

export interface FakeDay {
  weatherCode: number;
  tempMinC: number;
  tempMaxC: number;
  precipitationMm: number;
  windMaxKph: number;
}

export const FAKE_DAY: FakeDay = {
  weatherCode: 61,
  tempMinC: 3.1,
  tempMaxC: 12.4,
  precipitationMm: 4.2,
  windMaxKph: 18.7,
};

/** What the NWS fake forecasts for its day (in America/Chicago, the point's time zone). */
export const NWS_ZONE = 'America/Chicago';
export const NWS_EXPECTED = {
  conditions: 'Chance Rain Showers',
  tempLowC: 2,
  tempHighC: 13.5,
  precipitationMm: 6,
  windKph: 27.8,
};

export interface FakeWeather {
  baseUrl: string;
  /** Every request the server got: method, path and query. */
  requests: { path: string; query: URLSearchParams; headers: http.IncomingHttpHeaders }[];
  mode: FakeMode;
  /** The reason of Open-Meteo's 400 answer in mode 'refusal'. */
  refusal: string;
  day: FakeDay;
  /** The local day the NWS grid holds values for. */
  nwsDate: string;
  close(): Promise<void>;
}

function send(res: http.ServerResponse, status: number, type: string, body: unknown) {
  res.writeHead(status, { 'content-type': type });
  res.end(typeof body === 'string' ? body : JSON.stringify(body));
}

function openMeteo(fake: FakeWeather, query: URLSearchParams, res: http.ServerResponse) {
  const date = query.get('start_date') ?? '2026-01-01';
  if (!query.get('latitude') || !query.get('daily')) {
    return send(res, 400, 'application/json', {
      error: true,
      reason: "Parameter 'latitude' and 'longitude' must have the same number of elements",
    });
  }
  const value = (n: number) => (fake.mode === 'no-data' ? null : n);
  send(res, 200, 'application/json; charset=utf-8', {
    latitude: Number(query.get('latitude')),
    longitude: Number(query.get('longitude')),
    generationtime_ms: 0.0641345977783203,
    utc_offset_seconds: -21600,
    timezone: 'America/Chicago',
    timezone_abbreviation: 'GMT-6',
    elevation: 181,
    daily_units: {
      time: 'iso8601',
      weather_code: 'wmo code',
      temperature_2m_max: '°C',
      temperature_2m_min: '°C',
      precipitation_sum: 'mm',
      wind_speed_10m_max: 'km/h',
    },
    daily: {
      time: [date],
      weather_code: [value(fake.day.weatherCode)],
      temperature_2m_max: [value(fake.day.tempMaxC)],
      temperature_2m_min: [value(fake.day.tempMinC)],
      precipitation_sum: [value(fake.day.precipitationMm)],
      wind_speed_10m_max: [value(fake.day.windMaxKph)],
    },
  });
}

const utc = (ms: number) => new Date(ms).toISOString().replace('.000Z', '+00:00');

function nwsPoint(fake: FakeWeather, lat: number, lon: number, res: http.ServerResponse) {
  // The fake covers the contiguous United States only, as the real service does.
  if (lat < 24 || lat > 50 || lon < -125 || lon > -66) {
    return send(res, 404, 'application/problem+json', {
      correlationId: '1b2c3d',
      title: 'Data Unavailable For Requested Point',
      type: 'https://api.weather.gov/problems/InvalidPoint',
      status: 404,
      detail: `Unable to provide data for requested point ${lat},${lon}`,
      instance: 'https://api.weather.gov/requests/1b2c3d',
    });
  }
  const origin = fake.mode === 'foreign-links' ? 'http://169.254.169.254' : fake.baseUrl;
  const grid = `${origin}/gridpoints/TOP/32,81`;
  send(res, 200, 'application/geo+json', {
    '@context': ['https://geojson.org/geojson-ld/geojson-context.jsonld'],
    id: `${fake.baseUrl}/points/${lat},${lon}`,
    type: 'Feature',
    geometry: { type: 'Point', coordinates: [lon, lat] },
    properties: {
      '@id': `${fake.baseUrl}/points/${lat},${lon}`,
      '@type': 'wx:Point',
      cwa: 'TOP',
      forecastOffice: `${fake.baseUrl}/offices/TOP`,
      gridId: 'TOP',
      gridX: 32,
      gridY: 81,
      forecast: `${grid}/forecast`,
      forecastHourly: `${grid}/forecast/hourly`,
      forecastGridData: grid,
      observationStations: `${grid}/stations`,
      timeZone: NWS_ZONE,
      radarStation: 'KTWX',
    },
  });
}

function nwsGrid(fake: FakeWeather, res: http.ServerResponse) {
  const start = zonedInstant(fake.nwsDate, '00:00', NWS_ZONE).getTime();
  // 23, 24 or 25 hours: the local day, daylight-saving changes included.
  const end = zonedInstant(addDays(fake.nwsDate, 1), '00:00', NWS_ZONE).getTime();
  const hour = 3_600_000;
  // The evening before and the night after are colder, warmer and windier than the day
  // itself: only the day's own hours may count.
  const temperature = [
    { validTime: `${utc(start - 6 * hour)}/PT6H`, value: -8 },
    ...Array.from({ length: (end - start) / hour }, (_, i) => ({
      validTime: `${utc(start + i * hour)}/PT1H`,
      value: i < 12 ? 2 + i : Math.max(8, 13.5 - (i - 12) * 0.5),
    })),
    { validTime: `${utc(end)}/PT6H`, value: 30 },
  ];
  send(res, 200, 'application/geo+json', {
    '@context': ['https://geojson.org/geojson-ld/geojson-context.jsonld'],
    id: `${fake.baseUrl}/gridpoints/TOP/32,81`,
    type: 'Feature',
    properties: {
      '@id': `${fake.baseUrl}/gridpoints/TOP/32,81`,
      '@type': 'wx:Gridpoint',
      updateTime: utc(start - 12 * hour),
      validTimes: `${utc(start - 6 * hour)}/P7DT6H`,
      elevation: { unitCode: 'wmoUnit:m', value: 456.8952 },
      forecastOffice: `${fake.baseUrl}/offices/TOP`,
      gridId: 'TOP',
      gridX: '32',
      gridY: '81',
      temperature: { uom: 'wmoUnit:degC', values: temperature },
      quantitativePrecipitation: {
        uom: 'wmoUnit:mm',
        values: [0, 3, 6, 9].map((h) => ({
          validTime: `${utc(start + h * hour)}/PT3H`,
          value: 1.5,
        })),
      },
      windSpeed: {
        uom: 'wmoUnit:km_h-1',
        values: [
          { validTime: `${utc(start)}/PT12H`, value: 14.8 },
          { validTime: `${utc(start + 12 * hour)}/PT12H`, value: 27.78 },
          { validTime: `${utc(end)}/PT12H`, value: 60 },
        ],
      },
    },
  });
}

function nwsForecast(fake: FakeWeather, res: http.ServerResponse) {
  const day = fake.nwsDate;
  const period = (n: number, name: string, date: string, daytime: boolean, words: string) => ({
    number: n,
    name,
    startTime: `${date}T${daytime ? '06' : '18'}:00:00-06:00`,
    endTime: `${daytime ? date : addDays(date, 1)}T${daytime ? '18' : '06'}:00:00-06:00`,
    isDaytime: daytime,
    temperature: daytime ? 56 : 36,
    temperatureUnit: 'F',
    temperatureTrend: '',
    probabilityOfPrecipitation: { unitCode: 'wmoUnit:percent', value: 40 },
    windSpeed: '10 to 15 mph',
    windDirection: 'S',
    icon: 'https://api.weather.gov/icons/land/day/rain_showers,40?size=medium',
    shortForecast: words,
    detailedForecast: `${words}. Mostly cloudy.`,
  });
  send(res, 200, 'application/geo+json', {
    type: 'Feature',
    properties: {
      units: 'us',
      forecastGenerator: 'BaselineForecastGenerator',
      generatedAt: `${day}T05:00:00+00:00`,
      periods: [
        period(1, 'Overnight', addDays(day, -1), false, 'Mostly Cloudy'),
        period(2, 'Today', day, true, NWS_EXPECTED.conditions),
        period(3, 'Tonight', day, false, 'Slight Chance Rain'),
      ],
    },
  });
}

/** Starts the fake on a free port of 127.0.0.1. */
export async function startFakeWeather(): Promise<FakeWeather> {
  const sockets = new Set<Socket>();
  const fake: FakeWeather = {
    baseUrl: '',
    requests: [],
    mode: 'ok',
    refusal: 'Invalid date',
    day: { ...FAKE_DAY },
    nwsDate: '2026-01-01',
    close: async () => {},
  };
  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', fake.baseUrl);
    fake.requests.push({ path: url.pathname, query: url.searchParams, headers: req.headers });
    if (fake.mode === 'hang') return; // never answers; the client's time limit ends it
    if (fake.mode === 'error') {
      return send(res, 503, 'text/html', '<html><body>Service Unavailable</body></html>');
    }
    if (fake.mode === 'refusal') {
      return send(res, 400, 'application/json', { error: true, reason: fake.refusal });
    }
    if (fake.mode === 'not-json') return send(res, 200, 'text/html', '<html>maintenance</html>');
    const point = /^\/points\/(-?[\d.]+),(-?[\d.]+)$/.exec(url.pathname);
    if (url.pathname === '/v1/forecast' || url.pathname === '/v1/archive') {
      return openMeteo(fake, url.searchParams, res);
    }
    if (point) return nwsPoint(fake, Number(point[1]), Number(point[2]), res);
    if (url.pathname === '/gridpoints/TOP/32,81') return nwsGrid(fake, res);
    if (url.pathname === '/gridpoints/TOP/32,81/forecast') return nwsForecast(fake, res);
    send(res, 404, 'application/json', { error: true, reason: 'Not found' });
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  fake.baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  fake.close = () =>
    new Promise<void>((resolve) => {
      for (const socket of sockets) socket.destroy();
      server.close(() => resolve());
    });
  return fake;
}
