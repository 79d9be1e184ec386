import {
  Badge,
  Button,
  Group,
  NumberInput,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import type { UnitSystem } from '../../../../../core/schemas/locale';
import { UNIT_LABELS, type WeatherValues } from './section-values';
import { numberProps } from './section-rows';

// The daily log's weather section (decision 190): filled by the weather service, or typed.

export interface WeatherStatus {
  /** auto: as the service gave it; manual: typed or changed; null: empty. */
  source: 'auto' | 'manual' | null;
  /** Why nothing was filled (no location, provider off, no answer); null otherwise. */
  message: string | null;
  loading: boolean;
}

export function WeatherEditor({
  values,
  onChange,
  onClear,
  status,
  units,
}: {
  values: WeatherValues;
  onChange: (values: WeatherValues) => void;
  onClear: () => void;
  status: WeatherStatus;
  units: UnitSystem;
}) {
  const unit = UNIT_LABELS[units];
  const set = (patch: Partial<WeatherValues>) => onChange({ ...values, ...patch });
  return (
    <Stack gap="sm">
      <Group gap="xs" wrap="wrap" data-testid="weather-status">
        {status.loading && (
          <Text size="sm" c="dimmed">
            Looking up the weather...
          </Text>
        )}
        {!status.loading && status.source === 'auto' && (
          <Badge variant="light" color="blue" tt="none">
            Auto-filled
          </Badge>
        )}
        {!status.loading && status.source === 'manual' && (
          <Badge variant="light" color="gray" tt="none">
            Entered
          </Badge>
        )}
        {!status.loading && status.message && (
          <Text size="sm" c="dimmed">
            {status.message}
          </Text>
        )}
      </Group>
      <TextInput
        label="Conditions"
        placeholder="e.g. Light rain"
        value={values.conditions}
        onChange={(event) => set({ conditions: event.currentTarget.value })}
      />
      <SimpleGrid cols={2} spacing="sm">
        <NumberInput
          label={`Low (${unit.temp})`}
          {...numberProps(values.low, (low) => set({ low }))}
        />
        <NumberInput
          label={`High (${unit.temp})`}
          {...numberProps(values.high, (high) => set({ high }))}
        />
        <NumberInput
          label={`Precipitation (${unit.precip})`}
          min={0}
          {...numberProps(values.precipitation, (precipitation) => set({ precipitation }))}
        />
        <NumberInput
          label={`Wind (${unit.wind})`}
          min={0}
          {...numberProps(values.wind, (wind) => set({ wind }))}
        />
      </SimpleGrid>
      <Button variant="subtle" color="gray" onClick={onClear} style={{ alignSelf: 'flex-start' }}>
        Clear weather
      </Button>
    </Stack>
  );
}
