import { Accordion, Alert, Group, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import type { SectionName, SectionVisibility } from '../../../../../core/schemas/daily-log';
import type { UnitSystem } from '../../../../../core/schemas/locale';
import { CrewEditor, type CompanyOption } from './crew-editor';
import { DeliveriesEditor, DelaysEditor, SafetyEditor, VisitorsEditor } from './section-editors';
import { ClientSwitch } from './section-rows';
import { WeatherEditor, type WeatherStatus } from './weather-editor';
import { type SectionErrors, type SectionValues, type WeatherValues } from './section-values';
import { sectionSummaries } from './section-summaries';

/** Headings as the form shows them; the switch reads "Client sees {phrase}". */
export const SECTION_LABELS: Record<SectionName, { title: string; phrase: string }> = {
  weather: { title: 'Weather', phrase: 'the weather' },
  crew: { title: 'Crew', phrase: 'the crew' },
  delays: { title: 'Delays', phrase: 'the delays' },
  visitors: { title: 'Visitors & inspections', phrase: 'visitors & inspections' },
  deliveries: { title: 'Deliveries', phrase: 'the deliveries' },
  safety: { title: 'Safety', phrase: 'safety' },
};

interface DailyLogSectionsProps {
  values: SectionValues;
  onChange: (values: SectionValues) => void;
  /** A person edited the weather (it becomes "Entered"). */
  onWeatherEdit: (weather: WeatherValues) => void;
  onWeatherClear: () => void;
  weatherStatus: WeatherStatus;
  units: UnitSystem;
  errors: SectionErrors;
  /** Which sections are open (all collapsed at first, so the sheet stays short). */
  opened: string[];
  onOpenedChange: (opened: string[]) => void;
  companies: CompanyOption[];
  ownCompany: string;
  onCopyCrew: () => void;
  copyingCrew: boolean;
  canCopyCrew: boolean;
  /** "No earlier log has a crew", and the like. */
  crewMessage: string | null;
}

/** The daily log's sections, each collapsed under its heading with a summary when filled. */
export function DailyLogSections(props: DailyLogSectionsProps) {
  const { values, onChange, errors, units } = props;
  const summaries = sectionSummaries(values, units);
  const visibility = (section: SectionName) => (
    <ClientSwitch
      section={SECTION_LABELS[section].phrase}
      value={values.visibility[section]}
      onChange={(value: SectionVisibility) =>
        onChange({ ...values, visibility: { ...values.visibility, [section]: value } })
      }
    />
  );
  const item = (section: SectionName, editor: ReactNode) => {
    const summary =
      section === 'weather' && props.weatherStatus.source && summaries.weather
        ? `${props.weatherStatus.source === 'auto' ? 'Auto-filled' : 'Entered'}: ${summaries.weather}`
        : summaries[section];
    return (
      <Accordion.Item value={section} key={section}>
        <Accordion.Control>
          <Group gap="xs" justify="space-between" wrap="nowrap" pr="xs">
            <Text fw={500}>{SECTION_LABELS[section].title}</Text>
            <Text
              size="sm"
              c={errors[section] ? 'red' : 'dimmed'}
              truncate="end"
              data-testid={`section-summary-${section}`}
            >
              {errors[section] ? 'Check this section' : summary}
            </Text>
          </Group>
        </Accordion.Control>
        <Accordion.Panel>
          <Stack gap="sm">
            {errors[section] && (
              <Alert color="red" role="alert" p="xs">
                {errors[section]}
              </Alert>
            )}
            {editor}
            {visibility(section)}
          </Stack>
        </Accordion.Panel>
      </Accordion.Item>
    );
  };

  return (
    <Stack gap={4}>
      <Text size="sm" fw={500}>
        Daily log (optional)
      </Text>
      <Accordion
        multiple
        variant="contained"
        value={props.opened}
        onChange={props.onOpenedChange}
        chevronPosition="right"
      >
        {item(
          'weather',
          <WeatherEditor
            values={values.weather}
            onChange={props.onWeatherEdit}
            onClear={props.onWeatherClear}
            status={props.weatherStatus}
            units={units}
          />,
        )}
        {item(
          'crew',
          <Stack gap="xs">
            {props.crewMessage && (
              <Text size="sm" c="dimmed" role="status">
                {props.crewMessage}
              </Text>
            )}
            <CrewEditor
              rows={values.crew}
              onChange={(crew) => onChange({ ...values, crew })}
              companies={props.companies}
              ownCompany={props.ownCompany}
              onCopyLast={props.onCopyCrew}
              copying={props.copyingCrew}
              canCopy={props.canCopyCrew}
            />
          </Stack>,
        )}
        {item(
          'delays',
          <DelaysEditor
            rows={values.delays}
            onChange={(delays) => onChange({ ...values, delays })}
          />,
        )}
        {item(
          'visitors',
          <VisitorsEditor
            rows={values.visitors}
            onChange={(visitors) => onChange({ ...values, visitors })}
          />,
        )}
        {item(
          'deliveries',
          <DeliveriesEditor
            rows={values.deliveries}
            onChange={(deliveries) => onChange({ ...values, deliveries })}
          />,
        )}
        {item(
          'safety',
          <SafetyEditor
            values={values.safety}
            onChange={(safety) => onChange({ ...values, safety })}
          />,
        )}
      </Accordion>
    </Stack>
  );
}
