import { useQuery } from '@tanstack/react-query';
import type { WeatherLookup } from '../../../../core/schemas/daily-log-routes';
import { apiGet } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** The weather the server has for a project's site on a day (GET /api/weather); nothing is stored. */
export const getWeather = (projectId: string, date: string, signal?: AbortSignal) =>
  apiGet<WeatherLookup>(
    `/api/weather?${new URLSearchParams({ projectId, date }).toString()}`,
    signal,
  );

/** The form's prefill; off until a project and a full date are chosen. */
export function useWeatherLookup(projectId: string, date: string, enabled: boolean) {
  return useQuery({
    queryKey: queryKeys.weatherLookup(projectId, date),
    queryFn: ({ signal }) => getWeather(projectId, date, signal),
    enabled: enabled && projectId !== '' && /^\d{4}-\d{2}-\d{2}$/.test(date),
    // A reading for today may change; the server's own cache decides how often it asks.
    staleTime: 10 * 60 * 1000,
    retry: false,
  });
}
