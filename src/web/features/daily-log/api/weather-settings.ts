import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  WeatherSettings,
  WeatherSettingsInput,
} from '../../../../core/schemas/daily-log-routes';
import { apiGet, apiRequest } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export const weatherSettingsQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.weatherSettings,
    queryFn: ({ signal }) => apiGet<WeatherSettings>('/api/settings/weather', signal),
  });

export const useWeatherSettings = () => useQuery(weatherSettingsQueryOptions());

/** Save (PUT) or forget (DELETE: the environment applies again) the weather service. */
export function useSaveWeatherSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: WeatherSettingsInput | null) =>
      input === null
        ? apiRequest<WeatherSettings>('/api/settings/weather', { method: 'DELETE' })
        : apiRequest<WeatherSettings>('/api/settings/weather', { method: 'PUT', json: input }),
    onSuccess: async (saved) => {
      queryClient.setQueryData(queryKeys.weatherSettings, saved);
      // Readings the form looked up came from the previous service.
      await queryClient.invalidateQueries({ queryKey: queryKeys.weather });
    },
  });
}
