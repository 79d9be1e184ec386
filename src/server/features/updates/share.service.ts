import { monthGrid } from '../../../core/calendar-dates.js';
import { addDays } from '../../../core/dates.js';
import type {
  PublicUpdate,
  SharingSettings,
  TaskEventSharing,
} from '../../../core/schemas/update.js';
import type { Db } from '../../db/database.js';
import { inTransaction } from '../../db/transaction.js';
import { HttpError } from '../../lib/http-error.js';
import { ownerToday } from '../../lib/owner-time.js';
import { clientSeesRow } from '../../db/update-audience.js';
import { getSetting, readPublicSharing, setSetting } from '../../settings/settings.js';
import { recordActivity, type Actor } from '../activity/index.js';
import { readShareQuery, type SharePageView } from './share-page.js';
import { buildUpdates, KeptUpdates } from './kept-updates.js';
import { toPublicUpdate } from './updates.mapper.js';
import * as q from './updates.queries.js';

// What a signed-out visitor may see. Share pages belong to the updates room:
// they read the same rows through the same queries, mapped to the public shape.
// Internal updates (issue 16) are never shown: to a visitor they do not exist.

/** Without a date range the all-updates list is the newest ones only. */
export const PUBLIC_DEFAULT_LIMIT = 200;
export const PUBLIC_MAX_RANGE_DAYS = 400;

const unavailable = () => new HttpError(404, 'This share link is not available.');

export const readSharing = (db: Db) => getSetting(db, 'sharing');

/** The owner's sharing switch, recorded in the activity log with the change. */
export async function saveSharing(
  db: Db,
  settings: SharingSettings,
  actor: Actor,
): Promise<SharingSettings> {
  await inTransaction(db, async (trx) => {
    await setSetting(trx, 'sharing', settings);
    const state = !settings.enabled
      ? 'off'
      : settings.allUpdates
        ? 'on'
        : 'on for single updates only';
    await recordActivity(trx, actor, {
      action: 'settings.sharing_changed',
      entityType: 'settings',
      entityId: null,
      summary: `turned public sharing ${state}`,
    });
  });
  return settings;
}

export const readTaskEventSharing = (db: Db) => getSetting(db, 'taskEventSharing');

/** Which task events clients see (issue 18), recorded in the activity log with the change. */
export async function saveTaskEventSharing(
  db: Db,
  settings: TaskEventSharing,
  actor: Actor,
): Promise<TaskEventSharing> {
  await inTransaction(db, async (trx) => {
    await setSetting(trx, 'taskEventSharing', settings);
    const shown = [settings.created && 'new', settings.completed && 'completed'].filter(Boolean);
    await recordActivity(trx, actor, {
      action: 'settings.sharing_changed',
      entityType: 'settings',
      entityId: null,
      summary: shown.length
        ? `shared ${shown.join(' and ')} tasks with clients`
        : 'stopped sharing task events with clients',
    });
  });
  return settings;
}

/** The share pages' updates: the project's name and address are in them, no author. */
const keptPublicUpdates = new KeptUpdates<PublicUpdate>(['projects'], toPublicUpdate);

export async function listSharedUpdates(
  db: Db,
  range: { from?: string | undefined; to?: string | undefined },
): Promise<PublicUpdate[]> {
  const { sharing, clientTaskEvents } = await readPublicSharing(db);
  if (!sharing.enabled || !sharing.allUpdates) throw unavailable();
  const { from, to } = range;
  if (from && to && addDays(from, PUBLIC_MAX_RANGE_DAYS) < to) {
    throw new HttpError(400, `to: the range may span at most ${PUBLIC_MAX_RANGE_DAYS} days`);
  }
  const limit = from && to ? undefined : PUBLIC_DEFAULT_LIMIT;
  return keptPublicUpdates.list(db, { from, to, limit, clientTaskEvents });
}

/** A single-update link works while sharing is on, even when the all-updates page is off. */
export async function findSharedUpdate(db: Db, id: string): Promise<PublicUpdate> {
  const { sharing, clientTaskEvents } = await readPublicSharing(db);
  if (!sharing.enabled) throw unavailable();
  const row = await q.findUpdate(db, id);
  if (!row || !clientSeesRow(row, clientTaskEvents)) throw unavailable();
  const [update] = await buildUpdates(db, [row], toPublicUpdate);
  return update!;
}

/** A file of a shared update: every client-visible update is reachable by its link while sharing is on. */
export async function findSharedFile(db: Db, id: string) {
  const { sharing, clientTaskEvents } = await readPublicSharing(db);
  if (!sharing.enabled) return undefined;
  const file = await q.findFileWithUpdate(db, id);
  return file && clientSeesRow(file, clientTaskEvents) ? file : undefined;
}

/** A share link that is off, or an update that is not shared: the page says so. */
const unlessUnavailable = <T>(read: Promise<T>): Promise<T | null> =>
  read.catch((error: unknown) => {
    if (error instanceof HttpError && error.statusCode === 404) return null;
    throw error;
  });

/**
 * What the share page at `/share/{name}` shows (decision 222): `update/{id}` that one update
 * on its day, any other name every shared update of the chosen day, with the month's days
 * that have some; `updates` is null when the link is off or the update is not shared.
 */
export async function sharePageView(
  db: Db,
  name: string,
  query: { day?: string | undefined; month?: string | undefined },
): Promise<SharePageView> {
  const updateId = /^update\/([^/]+)\/?$/.exec(name)?.[1];
  const today = await ownerToday(db);
  let view: SharePageView;
  if (updateId !== undefined) {
    const update = await unlessUnavailable(findSharedUpdate(db, updateId));
    const { selected, year, month } = readShareQuery(query, update?.date ?? today);
    view = {
      path: `/share/update/${encodeURIComponent(updateId)}`,
      single: true,
      year,
      month,
      selected,
      today,
      daysWithUpdates: new Set(update ? [update.date] : []),
      // The list is that one update, whatever the day chosen (spec section 2).
      updates: update && [update],
    };
  } else {
    const { selected, year, month } = readShareQuery(query, today);
    const grid = monthGrid(year, month);
    const inMonth = await unlessUnavailable(listSharedUpdates(db, { from: grid[0], to: grid[41] }));
    const ofDay: PublicUpdate[] | null =
      inMonth && !grid.includes(selected)
        ? await listSharedUpdates(db, { from: selected, to: selected })
        : inMonth;
    view = {
      path: '/share/daily',
      single: false,
      year,
      month,
      selected,
      today,
      daysWithUpdates: new Set((inMonth ?? []).map((update) => update.date)),
      updates: ofDay && ofDay.filter((update) => update.date === selected),
    };
  }
  return view;
}
