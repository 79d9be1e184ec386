import type { QueryClient } from '@tanstack/react-query';
import { updatesQueryKey } from './get-updates';

// Everything read from updates: the lists, and the summaries built from them.
const dependentKeys = [updatesQueryKey, ['/api/summaries'], ['/api/daily-update'], ['/api/search']];

export const invalidateUpdates = (queryClient: QueryClient) =>
  Promise.all(dependentKeys.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
