import { Stack, Text } from '@mantine/core';
import {
  crewHours,
  crewWorkers,
  delayHours,
  formatHours,
  formatWeather,
} from '../../../../../core/daily-log';
import { type DailyLogSections } from '../../../../../core/schemas/daily-log';
import { useLocale } from '../../../../lib/use-locale';
import { DEFAULT_SECTION_VISIBILITY } from '../../../../../core/daily-log';

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
const joined = (parts: (string | null | false | undefined)[], separator = ', ') =>
  parts.filter(Boolean).join(separator);

/** The day's filled sections in a few lines: what a card shows under the note (as text, never HTML). */
export function dailyLogLines(
  sections: DailyLogSections,
  units: 'metric' | 'us',
): { label: string; text: string }[] {
  const lines: { label: string; text: string }[] = [];
  const weather = formatWeather(sections.weather, units);
  if (weather) lines.push({ label: 'Weather', text: weather });
  if (sections.crew.length > 0) {
    const workers = crewWorkers(sections.crew);
    const companies = sections.crew.map((row) =>
      joined([row.company, row.trade && `(${row.trade})`], ' '),
    );
    lines.push({
      label: 'Crew',
      text: `${workers} worker${workers === 1 ? '' : 's'}, ${formatHours(crewHours(sections.crew))} crew-hours: ${companies.join(', ')}`,
    });
  }
  if (sections.delays.length > 0) {
    const each = sections.delays.map((row) =>
      joined([`${capitalise(row.type)} ${formatHours(row.hours)} h`, row.cause], ': '),
    );
    lines.push({
      label: 'Delays',
      text: `${formatHours(delayHours(sections.delays))} h lost (${each.join('; ')})`,
    });
  }
  const inspections = sections.visitors.filter((row) => row.inspection);
  const visitors = sections.visitors.filter((row) => !row.inspection);
  if (inspections.length > 0) {
    lines.push({
      label: inspections.length === 1 ? 'Inspection' : 'Inspections',
      text: inspections
        .map((row) =>
          joined([
            joined([row.name, row.organisation && `(${row.organisation})`], ' '),
            row.result ? capitalise(row.result) : 'No result yet',
            row.inspector && `inspector ${row.inspector}`,
          ]),
        )
        .join('; '),
    });
  }
  if (visitors.length > 0) {
    lines.push({
      label: visitors.length === 1 ? 'Visitor' : 'Visitors',
      text: visitors
        .map((row) =>
          joined([
            joined([row.name, row.organisation && `(${row.organisation})`], ' '),
            row.purpose,
          ]),
        )
        .join('; '),
    });
  }
  if (sections.deliveries.length > 0) {
    lines.push({
      label: sections.deliveries.length === 1 ? 'Delivery' : 'Deliveries',
      text: sections.deliveries
        .map((row) =>
          joined([
            `${row.supplier}: ${row.items}`,
            row.quantity,
            row.receivedBy && `received by ${row.receivedBy}`,
          ]),
        )
        .join('; '),
    });
  }
  const safety = sections.safety;
  if (safety) {
    const text = joined([
      safety.incident && 'Incident',
      safety.nearMiss && 'Near miss',
      safety.toolboxTalk && 'Toolbox talk',
      safety.note,
    ]);
    if (text) lines.push({ label: 'Safety', text });
  }
  return lines;
}

/** Under an update's note: one line per filled section. */
export function DailyLogSummary({ sections }: { sections: Partial<DailyLogSections> }) {
  const { units } = useLocale();
  // A list kept on the device from before the sections existed lacks them (decision 195).
  const lines = dailyLogLines(
    {
      weather: sections.weather ?? null,
      weatherMessage: null,
      crew: sections.crew ?? [],
      delays: sections.delays ?? [],
      visitors: sections.visitors ?? [],
      deliveries: sections.deliveries ?? [],
      safety: sections.safety ?? null,
      sectionVisibility: sections.sectionVisibility ?? DEFAULT_SECTION_VISIBILITY,
    },
    units,
  );
  if (lines.length === 0) return null;
  return (
    <Stack gap={2} mt="sm" data-testid="daily-log-summary">
      {lines.map((line) => (
        <Text
          key={line.label}
          size="sm"
          style={{ overflowWrap: 'anywhere', whiteSpace: 'pre-wrap' }}
        >
          <Text span fw={600} size="sm">
            {line.label}:
          </Text>{' '}
          {line.text}
        </Text>
      ))}
    </Stack>
  );
}
