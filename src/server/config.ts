import { z } from 'zod';
import { parseProxyTrust } from './lib/proxy-trust.js';

const optionalText = z
  .string()
  .trim()
  .transform((value) => (value === '' ? undefined : value))
  .optional();

const seconds = (fallback: number) =>
  z.coerce
    .number()
    .positive()
    .max(24 * 3600)
    .default(fallback);

const configSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('127.0.0.1'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: optionalText,
  OWNER_USERNAME: z.string().trim().min(1).default('admin'),
  OWNER_PASSWORD: optionalText,
  PUBLIC_URL: optionalText.pipe(z.url().optional()),
  SMTP_URL: optionalText,
  MAIL_FROM: optionalText,
  MAX_UPLOAD_MB: z.coerce.number().positive().max(1024).default(25),
  // false, true (= one proxy), a hop count or proxy addresses/CIDRs (decision 131).
  TRUST_PROXY: z
    .string()
    .default('false')
    .transform((value, ctx) => {
      try {
        return parseProxyTrust(value);
      } catch (error) {
        ctx.addIssue({ code: 'custom', message: (error as Error).message });
        return z.NEVER;
      }
    }),
  // Slow and greedy clients (decision 131); 0 connections = no cap.
  REQUEST_TIMEOUT_SECONDS: seconds(30 * 60),
  HEADERS_TIMEOUT_SECONDS: seconds(30),
  BODY_TIMEOUT_SECONDS: seconds(30),
  IDLE_TIMEOUT_SECONDS: seconds(120),
  KEEP_ALIVE_TIMEOUT_SECONDS: seconds(72),
  MAX_CONNECTIONS_PER_ADDRESS: z.coerce.number().int().min(0).max(1_000_000).default(100),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  // The weather service (decision 191); Settings > Weather, once saved, wins.
  WEATHER_PROVIDER: z.enum(['none', 'open-meteo', 'nws']).default('none'),
  WEATHER_API_KEY: optionalText,
  WEATHER_BASE_URL: optionalText.pipe(z.url({ protocol: /^https?$/ }).optional()),
  WEATHER_TIMEOUT_SECONDS: seconds(8),
  // `npm run bench` only: adds GET /api/bench/bare (no auth, no database) as the framework's ceiling.
  BENCH_BARE_ROUTE: z
    .enum(['true', 'false', '1', '0', ''])
    .default('false')
    .transform((value) => value === 'true' || value === '1'),
});

export type Config = z.infer<typeof configSchema>;

export class ConfigError extends Error {}

/** Parses the environment once; fails with every bad variable listed. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const result = configSchema.safeParse(env);
  if (!result.success) {
    const lines = result.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  return result.data;
}

/** A config for tests and scripts: defaults plus the given overrides. */
export function configWith(overrides: Partial<Record<keyof Config, string>>): Config {
  return loadConfig({ ...overrides } as NodeJS.ProcessEnv);
}
