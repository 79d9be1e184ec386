import { formatLocaleDate, formatLongDate } from '../../../core/calendar-dates';
import { escapeHtml } from '../../../core/escape-html';
import type { User } from '../../../core/schemas/auth';
import type { Update } from '../../../core/schemas/update';
import { photosAndFiles } from '../../../core/updates';
import { actionButtons } from './card-permissions';
import { dayCounts, groupByDay, type LogDay, type LogEntry } from './day-groups';
import { entriesInView, firstEntries } from './first-entries';

// Decision 253: the Updates screen's first notes drawn before the app's code has run. The
// build renders the skeleton's own components (components/updates-skeleton.tsx) once, with
// the tokens below in place of an update's values, into the page's drawn frames
// (app/landing-document.tsx); `static/first-screen.js` loads this small module with the
// session's and the first page's answers and draws the notes from that markup, filled in
// with the values the app's own functions give. The app's frame then draws the same notes
// in the same place and takes these off (app/frame-state.ts). No React, Mantine or zod:
// it must be in before the entry's code. Checked against the skeleton's own rendering
// (drawn-notes.isolated.test.tsx).

/** The day every template is rendered on; its formatted forms are tokens too. */
export const TEMPLATE_DATE = '1987-06-05';
/**
 * Counts no day or update has: `dayCounts` of the one is the day heading's count token, the
 * other the note's count of files. Numbers longer than the 8 characters of Mantine's class
 * names' hashes, so they cannot be found in one.
 */
export const TEMPLATE_COUNT = 9753197531;
export const TEMPLATE_FILES = 864208642;

/** The values a template is rendered with, each found once in its markup and replaced. */
export const TOKENS = {
  id: 'sb-token-id',
  projectId: 'sb-token-project-id',
  project: 'sb-token-project',
  author: 'sb-token-author',
  address: 'sb-token-address',
  note: 'sb-token-note',
  notes: 'sb-token-notes',
  title: 'sb-token-title',
} as const;

/** The templates' names in the page, as `data-template` of the drawn frames' parts. */
export const TEMPLATES = {
  day: 'updates:day',
  note: 'updates:note',
  /** The actions' room with two buttons (the note's own has three). */
  twoActions: 'updates:actions-2',
  task: (events: readonly string[]) => `updates:task-${events.join('-')}`,
} as const;

/** Where the frame's days go: the skeleton's list. */
export const DAYS_SLOT = 'updates:days';

type Values = Record<string, string>;

const escapeRegExp = (value: string) => value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The template `name`'s markup with each token (a key of `values`) replaced by its value,
 * as elements. In one pass: a value is never read for tokens.
 */
function fill(parts: ParentNode, name: string, values: Values): DocumentFragment {
  const template = parts.querySelector(`[data-template="${name}"]`);
  if (!template) throw new Error(`No drawn template ${name}`);
  // Longest first: a token that begins another (`…-project`, `…-project-id`) never cuts it.
  const keys = Object.keys(values).sort((a, b) => b.length - a.length);
  const tokens = new RegExp(keys.map(escapeRegExp).join('|'), 'g');
  const html =
    keys.length === 0
      ? template.innerHTML
      : template.innerHTML.replace(tokens, (token) => escapeHtml(values[token]!));
  const made = document.createElement('template');
  made.innerHTML = html;
  return made.content;
}

/** The template's formatted dates, as the build wrote them beside its templates. */
interface DateTokens {
  date: string;
  longDate: string;
}

function noteCard(parts: ParentNode, dates: DateTokens, update: Update, me: Me): DocumentFragment {
  const card = fill(parts, TEMPLATES.note, {
    [TOKENS.id]: update.id,
    [TOKENS.projectId]: update.projectId,
    [TOKENS.project]: update.project,
    [TOKENS.author]: update.createdBy?.name ?? '',
    [TOKENS.address]: update.projectAddress ?? '',
    [TOKENS.note]: update.note,
    [String(TEMPLATE_FILES)]: String(update.files.length),
    [dates.date]: formatLocaleDate(update.date),
  });
  const part = (name: string) => card.querySelector(`[data-part="${name}"]`);
  if (update.files.length === 0) part('files')?.remove();
  if (update.visibility !== 'internal') part('internal')?.remove();
  if (!update.createdBy) part('author')?.remove();
  if (!update.projectAddress) part('address')?.remove();
  const buttons = actionButtons(me, update);
  if (buttons === 0) part('actions')?.remove();
  if (buttons === 2) part('actions')?.replaceWith(fill(parts, TEMPLATES.twoActions, {}));
  const photos = photosAndFiles(update.attachments).photos.length;
  const places = part('photos');
  const place = places?.firstElementChild;
  if (photos === 0) places?.remove();
  for (let i = 1; i < photos && place; i++) places!.appendChild(place.cloneNode(true));
  return card;
}

function taskCard(parts: ParentNode, entry: Extract<LogEntry, { type: 'task' }>) {
  const first = entry.updates[0]!;
  const card = fill(parts, TEMPLATES.task(entry.events), {
    [TOKENS.id]: first.id,
    [TOKENS.notes]: entry.updates.map((update) => update.note).join('\n'),
    [TOKENS.title]: entry.title,
    [TOKENS.project]: first.project,
    [TOKENS.author]: first.createdBy?.name ?? '',
  });
  if (!first.createdBy) card.querySelector('[data-part="author"]')?.remove();
  return card;
}

function daySection(parts: ParentNode, dates: DateTokens, day: LogDay, me: Me) {
  const section = fill(parts, TEMPLATES.day, {
    [dates.longDate]: formatLongDate(day.date),
    [dayCounts({ notes: TEMPLATE_COUNT, taskEvents: 0 })]: dayCounts(day),
  });
  const list = section.querySelector('section');
  if (!list) throw new Error('The day template has no section');
  for (const entry of day.entries) {
    list.appendChild(
      entry.type === 'note' ? noteCard(parts, dates, entry.update, me) : taskCard(parts, entry),
    );
  }
  return section;
}

type Me = Pick<User, 'id' | 'role'>;

/**
 * Draws the first page's entries that the window shows (as the skeleton does) into the
 * Updates frame `frame`, from the templates in `parts`; false if there are none. Throws on
 * markup it does not know: the page then waits for the app's own drawing.
 */
export function drawNotes(frame: ParentNode, parts: Element, updates: Update[], me: Me): boolean {
  const slot = frame.querySelector(`[data-slot="${DAYS_SLOT}"]`);
  const dates = JSON.parse(parts.getAttribute('data-dates') ?? 'null') as DateTokens | null;
  if (!slot || !dates) throw new Error('No Updates frame to draw in');
  const days = firstEntries(groupByDay(updates), entriesInView());
  for (const day of days) slot.appendChild(daySection(parts, dates, day, me));
  // No notes yet: the skeleton's grey cards, then the screen's empty list, are the app's.
  return days.length > 0;
}
