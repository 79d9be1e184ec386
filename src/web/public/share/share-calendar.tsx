import { ActionIcon, Text } from '@mantine/core';
import {
  IconChevronLeft,
  IconChevronRight,
  IconChevronsLeft,
  IconChevronsRight,
} from '@tabler/icons-react';
import {
  formatLongDate,
  formatMonthYear,
  fromIsoDate,
  monthGrid,
  todayIso,
} from '../../../core/calendar-dates';
import touch from '../../components/touch-target.module.css';
import './calendar.css';

const WEEKDAYS = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];

interface ShareCalendarProps {
  year: number;
  month: number;
  selected: string;
  daysWithUpdates: ReadonlySet<string>;
  onSelect: (date: string) => void;
  onShowMonth: (year: number, month: number) => void;
}

/**
 * Six weeks (42 days) from Monday; days with updates red, the selected day filled. The
 * client portal's; the public share page is written by the server with the same markup
 * and rules (server/features/updates/share-page.ts, calendar.css, decision 222).
 */
export function ShareCalendar({
  year,
  month,
  selected,
  daysWithUpdates,
  onSelect,
  onShowMonth,
}: ShareCalendarProps) {
  const days = monthGrid(year, month);
  const today = todayIso();
  const go = (years: number, months: number) => {
    const target = new Date(year + years, month + months, 1);
    onShowMonth(target.getFullYear(), target.getMonth());
  };
  const nav = [
    { label: 'Previous year', icon: IconChevronsLeft, years: -1, months: 0 },
    { label: 'Previous month', icon: IconChevronLeft, years: 0, months: -1 },
  ];
  const navNext = [
    { label: 'Next month', icon: IconChevronRight, years: 0, months: 1 },
    { label: 'Next year', icon: IconChevronsRight, years: 1, months: 0 },
  ];
  const navButton = (item: (typeof nav)[number]) => (
    <ActionIcon
      key={item.label}
      variant="subtle"
      className={touch.target}
      aria-label={item.label}
      onClick={() => go(item.years, item.months)}
    >
      <item.icon size={18} />
    </ActionIcon>
  );

  return (
    <div>
      {/* Four 44 px buttons and the month fit a 320 px phone only if the month may wrap. */}
      <div className="share-calendar-nav">
        <div className="share-calendar-nav-group">{nav.map(navButton)}</div>
        <Text
          fw={600}
          fz={{ base: 'sm', xs: 'md' }}
          ta="center"
          aria-live="polite"
          style={{ flex: 1, minWidth: 0 }}
        >
          {formatMonthYear(year, month)}
        </Text>
        <div className="share-calendar-nav-group">{navNext.map(navButton)}</div>
      </div>
      <div className="share-calendar-grid" role="group" aria-label={formatMonthYear(year, month)}>
        {WEEKDAYS.map((day) => (
          <div key={day} className="share-calendar-weekday" aria-hidden>
            {day}
          </div>
        ))}
        {days.map((day) => {
          const date = fromIsoDate(day);
          const hasUpdates = daysWithUpdates.has(day);
          const className = [
            'share-calendar-day',
            date.getMonth() !== month && 'is-outside',
            day === today && 'is-today',
            hasUpdates && 'has-updates',
            day === selected && 'is-selected',
          ]
            .filter(Boolean)
            .join(' ');
          return (
            <button
              key={day}
              type="button"
              className={className}
              aria-pressed={day === selected}
              aria-label={`${formatLongDate(day)}${hasUpdates ? ', has updates' : ''}`}
              data-date={day}
              data-has-updates={hasUpdates || undefined}
              onClick={() => onSelect(day)}
            >
              {date.getDate()}
            </button>
          );
        })}
      </div>
    </div>
  );
}
