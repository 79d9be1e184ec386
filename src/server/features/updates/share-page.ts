import fs from 'node:fs';
import path from 'node:path';
import {
  formatLongDate,
  formatMonthYear,
  fromIsoDate,
  monthGrid,
  toIsoDate,
} from '../../../core/calendar-dates.js';
import { parseChecklist } from '../../../core/checklist-items.js';
import { isDateInRange } from '../../../core/dates.js';
import { sizedPhotoUrl } from '../../../core/photo-size.js';
import type { PublicUpdate } from '../../../core/schemas/update.js';
import { markup, type Html } from '../../lib/html.js';

// The public share page (/share/daily, /share/update/{id}) as a document the server writes
// (decision 222): a client on a phone gets the calendar and the day's updates in the first
// answer, with no app code. Every control is a button of a GET form, so choosing a day or a
// month is a new page, and works without script. Only the public shape (PublicUpdate) is
// ever read here. The portal's React calendar (ShareCalendar) draws the same markup with the
// same rules (web/public/share/calendar.css).

/** Written by the build (scripts/lib/prerender-landing.ts): the frame, its head and rules. */
const SHARE_TEMPLATE_FILE = 'share-template.html';
const BODY_MARK = '<div data-share-body=""></div>';

// Without a web build (API tests, a server run alone) the page is the same markup, unstyled.
const BARE_TEMPLATE = [
  '<!doctype html>',
  '<html lang="en">',
  '<head><meta charset="UTF-8"><meta name="viewport" content="width=device-width, initial-scale=1.0"><title>Sitebook</title></head>',
  `<body><div id="root"><h1>Project Updates</h1>${BODY_MARK}</div></body>`,
  '</html>',
].join('\n');

export interface ShareTemplate {
  before: string;
  after: string;
}

/** The built template split where the page's body goes. */
export function loadShareTemplate(webDir: string): ShareTemplate {
  const file = path.join(webDir, SHARE_TEMPLATE_FILE);
  const text = (fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : BARE_TEMPLATE).replace(
    /<title>[^<]*<\/title>/,
    '<title>Project Updates</title>',
  );
  const at = text.indexOf(BODY_MARK);
  if (at < 0) throw new Error(`${file} has no ${BODY_MARK}`);
  return { before: text.slice(0, at), after: text.slice(at + BODY_MARK.length) };
}

/** What one share page shows; `updates` is null when the link is not available. */
export interface SharePageView {
  /** The page's own path: the forms ask it again with another day or month. */
  path: string;
  single: boolean;
  year: number;
  month: number;
  selected: string;
  today: string;
  daysWithUpdates: ReadonlySet<string>;
  updates: readonly PublicUpdate[] | null;
}

/** `?day=YYYY-MM-DD&month=YYYY-MM` as far as they are real dates; the rest is ignored. */
export function readShareQuery(query: { day?: string; month?: string }, fallbackDay: string) {
  const selected = query.day && isDateInRange(query.day) ? query.day : fallbackDay;
  const month =
    query.month && isDateInRange(`${query.month}-01`) ? query.month : selected.slice(0, 7);
  return {
    selected,
    year: Number(month.slice(0, 4)),
    month: Number(month.slice(5, 7)) - 1,
  };
}

const monthValue = (year: number, month: number) => toIsoDate(new Date(year, month, 1)).slice(0, 7);

const icon = (id: string, size: number) =>
  markup`<svg
    width="${size}"
    height="${size}"
    viewBox="0 0 24 24"
    fill="none"
    stroke="currentColor"
    stroke-width="2"
    stroke-linecap="round"
    stroke-linejoin="round"
    aria-hidden="true"
  >
    <use href="#${id}"></use>
  </svg>`;

const MONTH_STEPS = [
  { label: 'Previous year', id: 'share-icon-previous-year', years: -1, months: 0 },
  { label: 'Previous month', id: 'share-icon-previous-month', years: 0, months: -1 },
  { label: 'Next month', id: 'share-icon-next-month', years: 0, months: 1 },
  { label: 'Next year', id: 'share-icon-next-year', years: 1, months: 0 },
];
const WEEKDAYS = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];

function calendar(view: SharePageView): Html {
  const { year, month, selected, today } = view;
  const step = (item: (typeof MONTH_STEPS)[number]) =>
    markup`<button
      type="submit"
      class="share-nav-button"
      name="month"
      value="${monthValue(year + item.years, month + item.months)}"
      aria-label="${item.label}"
      title="${item.label}"
    >
      ${icon(item.id, 18)}
    </button>`;
  const title = formatMonthYear(year, month);
  const days = monthGrid(year, month).map((day) => {
    const hasUpdates = view.daysWithUpdates.has(day);
    const classes = [
      'share-calendar-day',
      fromIsoDate(day).getMonth() !== month && 'is-outside',
      day === today && 'is-today',
      hasUpdates && 'has-updates',
      day === selected && 'is-selected',
    ]
      .filter(Boolean)
      .join(' ');
    return markup`<button
      type="submit"
      name="day"
      value="${day}"
      class="${classes}"
      aria-pressed="${day === selected}"
      aria-label="${formatLongDate(day)}${hasUpdates ? ', has updates' : ''}"
      data-date="${day}"
      ${hasUpdates ? markup` data-has-updates="true"` : ''}
    >
      ${fromIsoDate(day).getDate()}
    </button>`;
  });
  return markup`<div class="share-calendar-card">
    <form method="get" action="${view.path}" class="share-calendar-nav">
      <input type="hidden" name="day" value="${selected}" />
      <div class="share-calendar-nav-group">${MONTH_STEPS.slice(0, 2).map(step)}</div>
      <p class="share-month" aria-live="polite">${title}</p>
      <div class="share-calendar-nav-group">${MONTH_STEPS.slice(2).map(step)}</div>
    </form>
    <form
      method="get"
      action="${view.path}"
      class="share-calendar-grid"
      role="group"
      aria-label="${title}"
    >
      <input type="hidden" name="month" value="${monthValue(year, month)}" />
      ${WEEKDAYS.map((day) => markup`<div class="share-calendar-weekday" aria-hidden="true">${day}</div>`)}
      ${days}
    </form>
  </div>`;
}

function updateCard(update: PublicUpdate): Html {
  const items = parseChecklist(update.checklist);
  const photoUrl = (id: string) => `/api/public/files/${encodeURIComponent(id)}`;
  return markup`<article
    class="share-card"
    aria-label="${update.project}, ${formatLongDate(update.date)}"
  >
    <p class="share-dimmed">${formatLongDate(update.date)}</p>
    <h3>${update.project}</h3>
    ${update.projectAddress ? markup`<p class="share-line share-dimmed">${icon('share-icon-pin', 14)}<span>${update.projectAddress}</span></p>` : ''}
    <p class="share-note">${update.note}</p>
    ${
      items.length > 0
        ? markup`<ul class="share-checklist">
            ${items.map(
              (item) =>
                markup`<li class="${item.completed ? 'share-done' : 'share-open'}">
                  <span class="share-badge">${item.completed ? 'Completed' : 'Pending'}</span
                  ><span>${item.text}</span>
                </li>`,
            )}
          </ul>`
        : ''
    }
    ${
      update.photos.length > 0
        ? markup`<div class="share-photos">
            ${update.photos.map((photo) => {
              const url = photoUrl(photo.id);
              const thumb = sizedPhotoUrl(url, 'thumb');
              return markup`<a
                href="${url}"
                target="_blank"
                rel="noopener"
                aria-label="Open ${photo.name} full size"
                ><img
                  src="${thumb}"
                  srcset="${thumb} 320w, ${sizedPhotoUrl(url, 'screen')} 1600w"
                  sizes="96px"
                  width="96"
                  height="96"
                  loading="lazy"
                  decoding="async"
                  alt="${photo.name}"
              /></a>`;
            })}
          </div>`
        : ''
    }
    ${
      update.files.length > 0
        ? markup`<ul class="share-files">
            ${update.files.map(
              (name) =>
                markup`<li class="share-line">
                  ${icon('share-icon-file', 14)}<span>${name}</span>
                </li>`,
            )}
          </ul>`
        : ''
    }
  </article>`;
}

/** The calendar and the selected day's updates, or why there are none. */
function shareBody(view: SharePageView): Html {
  if (view.updates === null) {
    return markup`<div class="share-unavailable">
      <h2>${view.single ? 'This update is not available' : 'This link is not available'}</h2>
      <p class="share-dimmed">
        The owner has turned this share link off, or the update no longer exists.
      </p>
    </div>`;
  }
  const date = formatLongDate(view.selected);
  const list =
    view.updates.length === 0
      ? markup`<p class="share-dimmed">No updates found for ${date}</p>`
      : markup`<div class="share-list">${view.updates.map(updateCard)}</div>`;
  return markup`${calendar(view)}
    <section aria-labelledby="share-updates-heading">
      <h2 class="share-list-heading" id="share-updates-heading">Updates for ${date}</h2>
      ${list}
    </section>`;
}

export const sharePage = (template: ShareTemplate, view: SharePageView): string =>
  template.before + shareBody(view).markup + template.after;
