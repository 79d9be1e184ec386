import type { LastCrew } from '../../../../core/schemas/daily-log-routes';
import { apiGet } from '../../../lib/api-client';

/** "Same as last log": the crew of the project's newest log before the day being written. */
export const getLastCrew = (projectId: string, before: string) => {
  const query = /^\d{4}-\d{2}-\d{2}$/.test(before) ? `?before=${before}` : '';
  return apiGet<LastCrew>(`/api/projects/${encodeURIComponent(projectId)}/last-crew${query}`);
};
