import {
  sectionVisibilitySchema,
  type CrewRow,
  type DailyLogSections,
  type Weather,
} from '../../../core/schemas/daily-log.js';
import { type SectionsInput } from '../../../core/schemas/daily-log-input.js';
import type { Db } from '../../db/database.js';
import { HttpError } from '../../lib/http-error.js';
import { nowIso } from '../../lib/ids.js';
import * as q from './daily-log.queries.js';
import {
  cacheReading,
  cachedWeather,
  lookupWeather,
  sameReading,
  type FetchedReading,
  type Site,
  type WeatherEnv,
} from './weather.service.js';
import { parseStoredSections } from '../../../core/stored-sections.js';
import { DEFAULT_SECTION_VISIBILITY } from '../../../core/daily-log.js';

// Reading and writing an update's daily log sections (decision 190). The updates room
// calls prepareSections before its transaction (it may ask the weather service, which
// must never hold a database lock) and writeSections inside it.

/**
 * What a create or edit stores: the columns of the sections it named (and the weather it
 * filled), and a reading fetched meanwhile, cached in the same transaction.
 */
export interface SectionsWrite {
  columns: q.SectionColumns;
  fetched: FetchedReading | null;
}

/** The project's location, or null when it has none. */
export function siteOf(project: q.ProjectSite | undefined): Site | null {
  if (!project || project.latitude_e6 === null || project.longitude_e6 === null) return null;
  return { latitude: project.latitude_e6 / 1e6, longitude: project.longitude_e6 / 1e6 };
}

const json = (value: unknown) => JSON.stringify(value);
const listColumn = (rows: readonly unknown[] | null | undefined) =>
  rows && rows.length > 0 ? json(rows) : null;

/** Crew rows with a contact get the contact's company when none was typed; unknown contacts are refused. */
async function resolveCrew(db: Db, rows: NonNullable<SectionsInput['crew']>): Promise<CrewRow[]> {
  const ids = [...new Set(rows.flatMap((row) => (row.contactId ? [row.contactId] : [])))];
  const contacts = new Map((await q.findContacts(db, ids)).map((c) => [c.id, c]));
  return rows.map((row, i) => {
    if (row.contactId === null) return { ...row, company: row.company ?? '' };
    const contact = contacts.get(row.contactId);
    if (!contact) throw new HttpError(400, `crew: row ${i + 1}: no contact with this id`);
    if (contact.type === 'Client') {
      throw new HttpError(
        400,
        `crew: row ${i + 1}: ${contact.name} is a client; choose a subcontractor or vendor`,
      );
    }
    return { ...row, company: row.company ?? (contact.company || contact.name) };
  });
}

export interface SectionsTarget {
  projectId: string;
  date: string;
}

export interface PreviousLog extends SectionsTarget {
  updateId: string;
}

/**
 * The weather to store. Left out: filled from the service on a create, and again on an
 * edit that moves an automatic (or empty) weather to another day or project. Sent:
 * kept as sent, marked auto only when it is exactly the service's cached reading.
 */
async function resolveWeather(
  db: Db,
  env: WeatherEnv,
  target: SectionsTarget,
  sent: SectionsInput['weather'],
  previous: { log: PreviousLog; weather: Weather | null } | null,
): Promise<SectionsWrite> {
  const only = (columns: q.SectionColumns): SectionsWrite => ({ columns, fetched: null });
  const cleared = { weather: null, weather_message: null };
  if (sent === null) return only(cleared);
  const site = async () => siteOf(await q.findProjectSite(db, target.projectId));
  if (sent !== undefined) {
    const { source: _claimed, ...values } = sent;
    if (Object.values(values).every((value) => value === null)) return only(cleared);
    const reading = await cachedWeather(db, env, await site(), target.date);
    const source = sameReading(values, reading) ? 'auto' : 'manual';
    return only({ weather: json({ ...values, source }), weather_message: null });
  }
  if (previous) {
    const moved = previous.log.projectId !== target.projectId || previous.log.date !== target.date;
    if (!moved || previous.weather?.source === 'manual') return only({});
  }
  const found = await lookupWeather(db, env, await site(), target.date);
  if (found.reading) {
    return {
      columns: { weather: json({ ...found.reading, source: 'auto' }), weather_message: null },
      fetched: found.fetched,
    };
  }
  if (!found.configured) {
    // No service: a create stores nothing; a moved log drops weather of another day.
    return only(previous?.weather ? cleared : {});
  }
  return only({ weather: null, weather_message: found.message });
}

/**
 * Turns the sections of a create (previous: null) or an edit into what to store. Runs
 * before the update's transaction and writes nothing; throws a 400 for a crew contact
 * that is not there.
 */
export async function prepareSections(
  db: Db,
  env: WeatherEnv,
  target: SectionsTarget,
  input: SectionsInput,
  previous: PreviousLog | null,
): Promise<SectionsWrite> {
  const stored = previous
    ? parseStoredSections((await q.findSections(db, [previous.updateId])).get(previous.updateId))
    : null;
  const weather = await resolveWeather(
    db,
    env,
    target,
    input.weather,
    previous && stored ? { log: previous, weather: stored.weather } : null,
  );
  const columns: q.SectionColumns = { ...weather.columns };
  if (input.crew !== undefined) {
    columns.crew = listColumn(input.crew ? await resolveCrew(db, input.crew) : null);
  }
  if (input.delays !== undefined) columns.delays = listColumn(input.delays);
  if (input.visitors !== undefined) columns.visitors = listColumn(input.visitors);
  if (input.deliveries !== undefined) columns.deliveries = listColumn(input.deliveries);
  if (input.safety !== undefined) {
    const safety = input.safety;
    const any =
      safety && (safety.incident || safety.nearMiss || safety.toolboxTalk || safety.note !== null);
    columns.safety = any ? json(safety) : null;
  }
  if (input.sectionVisibility !== undefined) {
    const base = stored?.sectionVisibility ?? DEFAULT_SECTION_VISIBILITY;
    const merged = sectionVisibilitySchema.parse({
      ...(input.sectionVisibility ? base : DEFAULT_SECTION_VISIBILITY),
      ...Object.fromEntries(
        Object.entries(input.sectionVisibility ?? {}).filter(([, value]) => value !== undefined),
      ),
    });
    columns.visibility = json(merged);
  }
  return { columns, fetched: weather.fetched };
}

/**
 * Stores what was prepared in the update's transaction (the sections, and a weather
 * reading fetched meanwhile into the cache), so a refused save leaves nothing behind.
 */
export async function writeSections(trx: Db, updateId: string, write: SectionsWrite) {
  await cacheReading(trx, write.fetched);
  if (Object.keys(write.columns).length === 0) return;
  await q.upsertSections(trx, updateId, write.columns, nowIso());
}

/** The sections of the given updates, as every update the API returns carries them. */
export async function sectionsOfUpdates(
  db: Db,
  updateIds: readonly string[],
): Promise<Map<string, DailyLogSections>> {
  const stored = await q.findSections(db, updateIds);
  return new Map(updateIds.map((id) => [id, parseStoredSections(stored.get(id))]));
}
