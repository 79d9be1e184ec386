import type { WeatherProvider } from '../../../core/schemas/daily-log-routes.js';

// What a weather provider is given: the service as configured, and one site and day.

export interface WeatherServiceSettings {
  provider: Exclude<WeatherProvider, 'none'>;
  /** A self-hosted or test server; null: the provider's public address. */
  baseUrl: string | null;
  apiKey: string | null;
  timeoutMs: number;
  /** NWS asks every client to name itself and a contact. */
  userAgent: string;
}

export interface SiteDay {
  /** Rounded to two decimals (about 1 km): the cache key and all the service learns. */
  latitude: number;
  longitude: number;
  date: string;
  /** Today where the owner works, to tell past days from forecasts. */
  today: string;
}
