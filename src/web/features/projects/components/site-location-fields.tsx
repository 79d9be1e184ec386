import { Button, Group, NumberInput, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconCurrentLocation } from '@tabler/icons-react';
import { useState } from 'react';

interface InputProps {
  value: number | null;
  onChange: (value: number | null) => void;
  error?: unknown;
}

interface SiteLocationFieldsProps {
  latitude: InputProps;
  longitude: InputProps;
  onLocate: (latitude: number, longitude: number) => void;
}

const round6 = (value: number) => Math.round(value * 1e6) / 1e6;

/** Why the browser gave no position, in words a person can act on. */
function locationFailure(error: GeolocationPositionError): string {
  if (error.code === error.PERMISSION_DENIED) {
    return 'Location access was refused. Allow it in the browser, or type the coordinates.';
  }
  if (error.code === error.TIMEOUT) return 'The location took too long. Try again outside.';
  return 'The location is not available. Type the coordinates instead.';
}

/**
 * The site's latitude and longitude (optional, for the daily log's weather: decision 191),
 * and "Use my location", which fills them from the phone's position while on site.
 */
export function SiteLocationFields({ latitude, longitude, onLocate }: SiteLocationFieldsProps) {
  const [locating, setLocating] = useState(false);
  const [message, setMessage] = useState<string | null>(null);
  const supported = typeof navigator !== 'undefined' && 'geolocation' in navigator;

  const locate = () => {
    setLocating(true);
    setMessage(null);
    navigator.geolocation.getCurrentPosition(
      (position) => {
        setLocating(false);
        onLocate(round6(position.coords.latitude), round6(position.coords.longitude));
      },
      (error) => {
        setLocating(false);
        setMessage(locationFailure(error));
      },
      { enableHighAccuracy: true, timeout: 15_000, maximumAge: 60_000 },
    );
  };

  const numberProps = (input: InputProps) => ({
    value: input.value ?? '',
    onChange: (value: number | string) => input.onChange(typeof value === 'number' ? value : null),
    error: typeof input.error === 'string' ? input.error : undefined,
    decimalScale: 6,
    hideControls: true,
    inputMode: 'decimal' as const,
  });

  return (
    <Stack gap={4}>
      <SimpleGrid cols={2}>
        <NumberInput label="Latitude" min={-90} max={90} {...numberProps(latitude)} />
        <NumberInput label="Longitude" min={-180} max={180} {...numberProps(longitude)} />
      </SimpleGrid>
      <Group gap="sm" wrap="wrap">
        {supported && (
          <Button
            variant="light"
            size="xs"
            leftSection={<IconCurrentLocation size={16} />}
            onClick={locate}
            loading={locating}
          >
            Use my location
          </Button>
        )}
        <Text size="xs" c="dimmed">
          Optional: the daily log fills the weather for this spot.
        </Text>
      </Group>
      {message && (
        <Text size="sm" c="red" role="alert">
          {message}
        </Text>
      )}
    </Stack>
  );
}
