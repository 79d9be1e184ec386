import fs from 'node:fs/promises';
import { crewHours, delayHours, hoursByDelayType } from '../../../core/daily-log.js';
import { addDays } from '../../../core/dates.js';
import type { User } from '../../../core/schemas/auth.js';
import type {
  CrewRow,
  DelayRow,
  DeliveryRow,
  Safety,
  VisitorRow,
  Weather,
} from '../../../core/schemas/daily-log.js';
import type { DateFormat } from '../../../core/locale.js';
import type { UnitSystem } from '../../../core/schemas/locale.js';
import type { Db } from '../../db/database.js';
import { storedFilePath } from '../../lib/storage.js';
import { getSetting } from '../../settings/settings.js';
import { requireProject } from './daily-log.service.js';
import * as q from './daily-log.queries.js';
import { renderWeeklyReportPdf } from './weekly-report-pdf.js';
import {
  parseStoredCrew,
  parseStoredDelays,
  parseStoredSections,
  parseStoredWeather,
} from '../../../core/stored-sections.js';
import { type DelayType } from '../../../core/daily-log.js';
import { filesOfUpdates, type FileRow } from '../../db/update-files.js';

// The weekly report of one project (decision 192): each day's weather, crew, notes,
// delays, visitors and inspections, deliveries and safety; crew-hours by company and
// trade; delays with their hours; inspections with their results; photos as thumbnails.
// Everything is read here into a plain model; weekly-report-pdf.ts only draws it.

/** Thumbnails drawn at most; the rest are counted. */
export const MAX_REPORT_PHOTOS = 60;
/** pdfkit embeds JPEG and PNG; other photos are listed by name. */
const EMBEDDABLE = new Set(['image/jpeg', 'image/png']);
const MAX_PHOTO_BYTES = 20 * 1024 * 1024;

export interface ReportDay {
  date: string;
  weather: Weather | null;
  notes: string[];
  crew: CrewRow[];
  delays: DelayRow[];
  visitors: VisitorRow[];
  deliveries: DeliveryRow[];
  safety: Safety[];
}

export interface ReportPhoto {
  date: string;
  name: string;
  /** The image bytes, or null when it cannot be drawn (listed by name instead). */
  data: Buffer | null;
}

export interface WeeklyReportModel {
  business: string;
  project: { name: string; client: string; address: string | null };
  week: { start: string; end: string };
  days: ReportDay[];
  logCount: number;
  crewByCompany: { company: string; trade: string | null; workerDays: number; hours: number }[];
  totalCrewHours: number;
  delays: (DelayRow & { date: string })[];
  totalDelayHours: number;
  delayHoursByType: Record<DelayType, number>;
  inspections: (VisitorRow & { date: string })[];
  photos: ReportPhoto[];
  morePhotos: number;
  units: UnitSystem;
  dateFormat: DateFormat;
}

async function readPhoto(dataDir: string, file: FileRow): Promise<Buffer | null> {
  if (!EMBEDDABLE.has(file.content_type)) return null;
  try {
    const path = storedFilePath(dataDir, file.storage_key);
    const { size } = await fs.stat(path);
    return size <= MAX_PHOTO_BYTES ? await fs.readFile(path) : null;
  } catch {
    return null;
  }
}

export async function buildWeeklyReport(
  db: Db,
  dataDir: string,
  projectId: string,
  week: string,
  user: User,
): Promise<WeeklyReportModel> {
  const project = await requireProject(db, projectId, user);
  const end = addDays(week, 6);
  const [rows, locale, profile] = await Promise.all([
    q.listProjectLog(db, projectId, { from: week, to: end }),
    getSetting(db, 'locale'),
    getSetting(db, 'businessProfile'),
  ]);

  const days: ReportDay[] = Array.from({ length: 7 }, (_, i) => ({
    date: addDays(week, i),
    weather: null,
    notes: [],
    crew: [],
    delays: [],
    visitors: [],
    deliveries: [],
    safety: [],
  }));
  const byDate = new Map(days.map((day) => [day.date, day]));
  const crewTotals = new Map<string, WeeklyReportModel['crewByCompany'][number]>();
  const delays: WeeklyReportModel['delays'] = [];
  const inspections: WeeklyReportModel['inspections'] = [];

  for (const row of rows) {
    const day = byDate.get(row.date);
    if (!day) continue;
    const sections = parseStoredSections({
      ...row,
      weather_message: null,
      visibility: null,
    });
    day.weather ??= parseStoredWeather(row.weather);
    day.notes.push(row.note);
    const crew = parseStoredCrew(row.crew);
    day.crew.push(...crew);
    for (const member of crew) {
      const key = JSON.stringify([member.company, member.trade]);
      const total = crewTotals.get(key) ?? {
        company: member.company,
        trade: member.trade,
        workerDays: 0,
        hours: 0,
      };
      total.workerDays += member.workers;
      total.hours = Math.round((total.hours + crewHours([member])) * 100) / 100;
      crewTotals.set(key, total);
    }
    const dayDelays = parseStoredDelays(row.delays);
    day.delays.push(...dayDelays);
    delays.push(...dayDelays.map((delay) => ({ ...delay, date: row.date })));
    day.visitors.push(...sections.visitors);
    inspections.push(
      ...sections.visitors
        .filter((visitor) => visitor.inspection)
        .map((visitor) => ({ ...visitor, date: row.date })),
    );
    day.deliveries.push(...sections.deliveries);
    if (sections.safety) day.safety.push(sections.safety);
  }

  // In the order of the week's updates (by date), each update's in upload order.
  const filesOf = await filesOfUpdates(
    db,
    rows.map((row) => row.id),
  );
  const files = rows.flatMap((row) =>
    (filesOf.get(row.id) ?? [])
      .filter((file) => file.content_type.startsWith('image/'))
      .map((file) => ({ date: row.date, file })),
  );
  const shown = files.slice(0, MAX_REPORT_PHOTOS);
  const photos: ReportPhoto[] = [];
  // One at a time: a week of photos is never all in memory at once while reading.
  for (const { date, file } of shown) {
    photos.push({ date, name: file.name, data: await readPhoto(dataDir, file) });
  }

  const allCrew = days.flatMap((day) => day.crew);
  const allDelays = delays.map(({ date: _date, ...delay }) => delay);
  return {
    business: profile.name,
    project: { name: project.name, client: project.client_name, address: project.address },
    week: { start: week, end },
    days,
    logCount: rows.length,
    crewByCompany: [...crewTotals.values()].sort(
      (a, b) => a.company.localeCompare(b.company) || (a.trade ?? '').localeCompare(b.trade ?? ''),
    ),
    totalCrewHours: crewHours(allCrew),
    delays,
    totalDelayHours: delayHours(allDelays),
    delayHoursByType: hoursByDelayType(allDelays),
    inspections,
    photos,
    morePhotos: files.length - shown.length,
    units: locale.units,
    dateFormat: locale.dateFormat,
  };
}

/** Letters and digits of any script, dashes between (the header carries it as UTF-8). */
const slug = (name: string) =>
  name
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60) || 'project';

/** The report's PDF and its file name. */
export async function weeklyReportPdf(
  db: Db,
  dataDir: string,
  projectId: string,
  week: string,
  user: User,
): Promise<{ fileName: string; content: Buffer }> {
  const model = await buildWeeklyReport(db, dataDir, projectId, week, user);
  return {
    fileName: `weekly-report-${slug(model.project.name)}-${week}.pdf`,
    content: await renderWeeklyReportPdf(model),
  };
}
