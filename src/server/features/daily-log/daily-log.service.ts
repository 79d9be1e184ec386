import { delayHours, hoursByDelayType } from '../../../core/daily-log.js';
import type { User } from '../../../core/schemas/auth.js';
import type {
  DelaySummary,
  LastCrew,
  WeatherLookup,
} from '../../../core/schemas/daily-log-routes.js';
import type { Db } from '../../db/database.js';
import { projectScopeOf } from '../../db/project-scope.js';
import { notFound } from '../../lib/http-error.js';
import * as q from './daily-log.queries.js';
import { siteOf } from './sections.service.js';
import { cacheReading, lookupWeather, type WeatherEnv } from './weather.service.js';
import { parseStoredCrew, parseStoredDelays } from '../../../core/stored-sections.js';

// The daily log's reads for the log form and for claims: the weather to prefill, the
// last crew to copy, and the delay hours over a range. A project outside a field
// user's own answers 404, like one that does not exist.

export async function requireProject(db: Db, projectId: string, user: User) {
  const project = await q.findProjectSite(db, projectId, projectScopeOf(user));
  if (!project) throw notFound('Project');
  return project;
}

/** The reading to prefill the form with (cached, so the save that follows finds it). */
export async function weatherForForm(
  db: Db,
  env: WeatherEnv,
  query: { projectId: string; date: string },
  user: User,
): Promise<WeatherLookup> {
  const project = await requireProject(db, query.projectId, user);
  const found = await lookupWeather(db, env, siteOf(project), query.date);
  if (found.reading) await cacheReading(db, found.fetched);
  return found.reading
    ? { weather: { ...found.reading, source: 'auto' }, message: null }
    : { weather: null, message: found.message };
}

/** "Same as last log": the crew of the newest earlier log of the project that has one. */
export async function lastCrew(
  db: Db,
  projectId: string,
  before: string | undefined,
  user: User,
): Promise<LastCrew> {
  await requireProject(db, projectId, user);
  const row = await q.findLastCrew(db, projectId, before);
  if (!row) return { updateId: null, date: null, crew: [] };
  return { updateId: row.id, date: row.date, crew: parseStoredCrew(row.crew) };
}

/** Delay hours of a project over a range (all of its history when open): total, by type, by day. */
export async function delaySummary(
  db: Db,
  projectId: string,
  range: { from?: string | undefined; to?: string | undefined },
  user: User,
): Promise<DelaySummary> {
  await requireProject(db, projectId, user);
  const rows = await q.listProjectDelays(db, projectId, range);
  const delays = rows.flatMap((row) => parseStoredDelays(row.delays));
  const perDay = new Map<string, number>();
  for (const row of rows) {
    const hours = delayHours(parseStoredDelays(row.delays));
    if (hours > 0) perDay.set(row.date, (perDay.get(row.date) ?? 0) + hours);
  }
  return {
    from: range.from ?? null,
    to: range.to ?? null,
    totalHours: delayHours(delays),
    byType: hoursByDelayType(delays),
    days: [...perDay.entries()].map(([date, hours]) => ({
      date,
      hours: Math.round(hours * 100) / 100,
    })),
  };
}
