import { useMutation, useQueryClient } from '@tanstack/react-query';
import { parseChecklist } from '../../../../core/checklist';
import type { Update } from '../../../../core/schemas/update';
import { apiRequest } from '../../../lib/api-client';
import { invalidateUpdates } from './invalidate-updates';

/**
 * Flips one item. Only that item's new state is sent (decision 050), so a tick made
 * meanwhile in another tab or by another click is never overwritten.
 */
export function toggleChecklist({ update, index }: { update: Update; index: number }) {
  const item = parseChecklist(update.checklist)[index];
  return apiRequest<Update>(`/api/updates/${encodeURIComponent(update.id)}`, {
    method: 'PATCH',
    json: { checklistItem: { index, completed: !item?.completed } },
  });
}

export function useToggleChecklist() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: toggleChecklist,
    onSuccess: () => invalidateUpdates(queryClient),
  });
}
