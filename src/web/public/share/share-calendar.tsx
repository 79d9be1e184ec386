import { ActionIcon, Group, Text } from '@mantine/core';
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
} from '../../lib/calendar-dates';
import touch from '../../components/touch-target.module.css';
import classes from './share-calendar.module.css';

const WEEKDAYS = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];

interface ShareCalendarProps {
  year: number;
  month: number;
  selected: string;
  daysWithUpdates: ReadonlySet<string>;
  onSelect: (date: string) => void;
  onShowMonth: (year: number, month: number) => void;
}

/** Six weeks (42 days) from Monday; days with updates red, the selected day filled. */
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
      <Group justify="space-between" mb="sm" gap={4} wrap="nowrap">
        <Group gap={2} wrap="nowrap">
          {nav.map(navButton)}
        </Group>
        <Text
          fw={600}
          fz={{ base: 'sm', xs: 'md' }}
          ta="center"
          aria-live="polite"
          style={{ flex: 1, minWidth: 0 }}
        >
          {formatMonthYear(year, month)}
        </Text>
        <Group gap={2} wrap="nowrap">
          {navNext.map(navButton)}
        </Group>
      </Group>
      <div className={classes.grid} role="group" aria-label={formatMonthYear(year, month)}>
        {WEEKDAYS.map((day) => (
          <div key={day} className={classes.weekday} aria-hidden>
            {day}
          </div>
        ))}
        {days.map((day) => {
          const date = fromIsoDate(day);
          const hasUpdates = daysWithUpdates.has(day);
          const className = [
            classes.day,
            date.getMonth() !== month && classes.outside,
            day === today && classes.today,
            hasUpdates && classes.hasUpdates,
            day === selected && classes.selected,
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
