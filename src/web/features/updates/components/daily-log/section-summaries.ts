import { countOf } from '../../../../../core/plural';
import type { SectionName } from '../../../../../core/schemas/daily-log';
import type { UnitSystem } from '../../../../../core/schemas/locale';
import {
  crewRowsFromValues,
  delayRowsFromValues,
  deliveryRowsFromValues,
  UNIT_LABELS,
  visitorRowsFromValues,
  type SectionValues,
} from './section-values';

// The one-line summary beside each section's heading in the Add/Edit Update form
// (decision 190), from the values as typed.

const num = (value: unknown) => (typeof value === 'number' ? value : 0);
const hoursText = (hours: number) => `${Math.round(hours * 100) / 100} h`;

/** '' when the section is empty: "2 companies, 6 workers, 48 crew-hours". */
export function sectionSummaries(
  values: SectionValues,
  units: UnitSystem,
): Record<SectionName, string> {
  const crew = crewRowsFromValues(values.crew);
  const workers = crew.reduce((sum, row) => sum + num(row.workers), 0);
  const crewHoursTotal = crew.reduce((sum, row) => sum + num(row.workers) * num(row.hours), 0);
  const delays = delayRowsFromValues(values.delays);
  const delayTotal = delays.reduce((sum, row) => sum + num(row.hours), 0);
  const visitors = visitorRowsFromValues(values.visitors);
  const inspections = visitors.filter((row) => row.inspection);
  const deliveries = deliveryRowsFromValues(values.deliveries);
  const safety = values.safety;
  const flags = [
    safety.incident && 'Incident',
    safety.nearMiss && 'Near miss',
    safety.toolboxTalk && 'Toolbox talk',
  ].filter(Boolean);
  const weather = values.weather;
  const weatherParts = [
    weather.conditions.trim(),
    weather.low !== '' || weather.high !== ''
      ? `${[weather.low, weather.high].filter((v) => v !== '').join(' to ')} ${UNIT_LABELS[units].temp}`
      : '',
  ].filter(Boolean);
  return {
    weather: weatherParts.join(', '),
    crew:
      crew.length === 0
        ? ''
        : `${countOf(workers, 'worker')}, ${hoursText(crewHoursTotal).replace(' h', ' crew-hours')}`,
    delays:
      delays.length === 0
        ? ''
        : `${countOf(delays.length, 'delay')}, ${hoursText(delayTotal)} lost`,
    visitors:
      visitors.length === 0
        ? ''
        : [
            countOf(visitors.length, 'visitor'),
            inspections.length > 0 ? countOf(inspections.length, 'inspection') : '',
          ]
            .filter(Boolean)
            .join(', '),
    deliveries: deliveries.length === 0 ? '' : countOf(deliveries.length, 'delivery', 'deliveries'),
    safety: flags.length > 0 ? flags.join(', ') : safety.note.trim() ? 'Note' : '',
  };
}
