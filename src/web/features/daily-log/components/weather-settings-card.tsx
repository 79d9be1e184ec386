import {
  Alert,
  Button,
  Card,
  Group,
  PasswordInput,
  Radio,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import {
  WEATHER_PROVIDER_INFO,
  WEATHER_PROVIDERS,
  type WeatherProvider,
  type WeatherSettings,
} from '../../../../core/schemas/daily-log-routes';
import { errorMessage } from '../../../lib/api-client';
import { useSaveWeatherSettings, useWeatherSettings } from '../api/weather-settings';

const SOURCE_TEXT: Record<WeatherSettings['source'], string> = {
  settings: 'Set here. These settings win over the server environment (WEATHER_PROVIDER).',
  environment:
    'Set by the server environment (WEATHER_PROVIDER, WEATHER_API_KEY, WEATHER_BASE_URL). Saving here overrides it.',
  none: 'Off: nothing is set here or in the server environment (WEATHER_PROVIDER).',
};

/** Settings > Weather (owner): which service fills the daily log's weather (decision 191). */
export function WeatherSettingsCard() {
  const current = useWeatherSettings();
  if (current.isPending) {
    return (
      <Card withBorder padding="lg" data-testid="weather-settings-card">
        <Title order={2} size="h4">
          Weather
        </Title>
        <Text size="sm" c="dimmed">
          Loading...
        </Text>
      </Card>
    );
  }
  if (current.isError) {
    return (
      <Card withBorder padding="lg" data-testid="weather-settings-card">
        <Title order={2} size="h4">
          Weather
        </Title>
        <Alert color="red" role="alert" mt="sm">
          {errorMessage(current.error, 'The weather settings could not be loaded.')}
        </Alert>
      </Card>
    );
  }
  // Keyed on what was saved, so the form starts again from it after a save.
  return <WeatherSettingsForm key={JSON.stringify(current.data)} saved={current.data} />;
}

function WeatherSettingsForm({ saved }: { saved: WeatherSettings }) {
  const save = useSaveWeatherSettings();
  const [provider, setProvider] = useState<WeatherProvider>(saved.provider);
  const [baseUrl, setBaseUrl] = useState(saved.baseUrl ?? '');
  const [apiKey, setApiKey] = useState('');
  const [failure, setFailure] = useState<string | null>(null);
  const usesKey = WEATHER_PROVIDER_INFO[provider].usesKey;

  const done = (title: string) => ({
    onSuccess: () => {
      setFailure(null);
      notifications.show({ title, message: 'The daily log uses it from now on.', color: 'green' });
    },
    onError: (error: Error) => setFailure(errorMessage(error, 'Failed to save. Please try again.')),
  });

  const submit = () =>
    save.mutate(
      {
        provider,
        baseUrl: provider === 'none' ? null : baseUrl,
        // Blank keeps the saved key (same provider and address); a provider without one clears it.
        ...(usesKey ? (apiKey.trim() ? { apiKey } : {}) : { apiKey: null }),
      },
      done('Weather settings saved'),
    );

  return (
    <Card withBorder padding="lg" data-testid="weather-settings-card">
      <Title order={2} size="h4">
        Weather
      </Title>
      <Text size="sm" c="dimmed" mb="md">
        Fills each daily log&apos;s weather for the project&apos;s location and day. It can always
        be changed by hand.
      </Text>
      <Stack gap="sm">
        <Text size="sm" data-testid="weather-settings-source">
          {SOURCE_TEXT[saved.source]}
        </Text>
        <Radio.Group
          label="Weather service"
          value={provider}
          onChange={(value) => setProvider(value as WeatherProvider)}
        >
          <Stack gap="sm" mt="xs">
            {WEATHER_PROVIDERS.map((value) => (
              <Radio
                key={value}
                value={value}
                label={WEATHER_PROVIDER_INFO[value].name}
                description={WEATHER_PROVIDER_INFO[value].terms}
              />
            ))}
          </Stack>
        </Radio.Group>
        {provider !== 'none' && (
          <TextInput
            label="Base URL (optional)"
            description="A self-hosted or paid service's address; blank uses the provider's public one."
            placeholder={
              provider === 'nws' ? 'https://api.weather.gov' : 'https://api.open-meteo.com'
            }
            value={baseUrl}
            onChange={(event) => setBaseUrl(event.currentTarget.value)}
          />
        )}
        {usesKey && (
          <PasswordInput
            label="API key (optional)"
            description={
              saved.hasApiKey
                ? 'A key is saved. Leave blank to keep it.'
                : "Open-Meteo's paid API needs one; the free and self-hosted ones do not."
            }
            value={apiKey}
            onChange={(event) => setApiKey(event.currentTarget.value)}
            autoComplete="off"
          />
        )}
        {failure && (
          <Alert color="red" role="alert">
            {failure}
          </Alert>
        )}
        <Group justify="flex-end">
          {saved.source === 'settings' && (
            <Button
              variant="default"
              onClick={() => save.mutate(null, done('Weather settings removed'))}
              disabled={save.isPending}
            >
              Use the server environment
            </Button>
          )}
          <Button onClick={submit} loading={save.isPending}>
            Save
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}
