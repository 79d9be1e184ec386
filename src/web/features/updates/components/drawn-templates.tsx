import { Stack } from '@mantine/core';
import type { ReactElement } from 'react';
import { formatLocaleDate, formatLongDate } from '../../../../core/calendar-dates';
import type { Update } from '../../../../core/schemas/update';
import type { LogDay } from '../day-groups';
import {
  DAYS_SLOT,
  TEMPLATE_COUNT,
  TEMPLATE_DATE,
  TEMPLATE_FILES,
  TEMPLATES,
  TOKENS,
} from '../drawn-notes';
import { LogDaySection } from './log-day-section';
import { TaskEventCard } from './task-event-line';
import { ActionsRoom, SkeletonNote, UpdatesSkeletonLayout } from './updates-skeleton';

// What the build renders for drawn-notes.ts (decision 253): the skeleton's own components,
// with tokens for an update's values and every optional part drawn.

/** An update with a token for each value its card shows, and every optional part. */
const templateUpdate = () =>
  ({
    id: TOKENS.id,
    projectId: TOKENS.projectId,
    project: TOKENS.project,
    projectAddress: TOKENS.address,
    note: TOKENS.note,
    date: TEMPLATE_DATE,
    // Its card shows the count of its files, the token (a sparse array: nothing allocated).
    files: new Array<string>(TEMPLATE_FILES),
    attachments: [{ id: 'photo', name: 'photo.jpg', size: 1, contentType: 'image/jpeg' }],
    checklist: null,
    createdAt: `${TEMPLATE_DATE}T00:00:00.000Z`,
    createdBy: { id: TOKENS.id, name: TOKENS.author },
    visibility: 'internal',
    kind: 'note',
    taskEvent: null,
    taskId: null,
  }) as Update;

const TASK_EVENTS = [['created'], ['completed'], ['created', 'completed']] as const;

/**
 * The Updates frame's content, with the skeleton's list empty for the days, and the
 * templates of a day, a note, a two-button actions' room and each kind of task line.
 */
export function updatesDrawnFrame(): {
  content: ReactElement;
  templates: Record<string, ReactElement>;
  dates: { date: string; longDate: string };
} {
  const update = templateUpdate();
  const day: LogDay = { date: TEMPLATE_DATE, entries: [], notes: TEMPLATE_COUNT, taskEvents: 0 };
  const tasks = TASK_EVENTS.map((events) => [
    TEMPLATES.task(events),
    <TaskEventCard
      key={events.join()}
      showProject
      entry={{
        type: 'task',
        title: TOKENS.title,
        events: [...events],
        updates: [{ ...update, note: TOKENS.notes, kind: 'task', taskEvent: events[0] }],
      }}
    />,
  ]);
  return {
    content: (
      <UpdatesSkeletonLayout>
        <Stack data-slot={DAYS_SLOT} />
      </UpdatesSkeletonLayout>
    ),
    templates: {
      [TEMPLATES.day]: <LogDaySection day={day} showProject note={() => null} />,
      [TEMPLATES.note]: <SkeletonNote update={update} buttons={3} />,
      [TEMPLATES.twoActions]: <ActionsRoom buttons={2} />,
      ...Object.fromEntries(tasks),
    },
    dates: { date: formatLocaleDate(TEMPLATE_DATE), longDate: formatLongDate(TEMPLATE_DATE) },
  };
}
