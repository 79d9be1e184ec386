import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  parseChecklist,
  serializeChecklist,
  toggleChecklistItem,
} from '../../../../core/checklist-items';
import type { Update } from '../../../../core/schemas/update';
import { apiRequest } from '../../../lib/api-client';
import { invalidateAfter } from '../../../lib/query-keys';

/**
 * Flips one item. The whole list with the item toggled is re-sent as the spec says, and
 * the item's new state beside it: the server applies only that item (decision 050), so a
 * tick made meanwhile in another tab or by another click is never overwritten.
 */
export function toggleChecklist({ update, index }: { update: Update; index: number }) {
  const items = toggleChecklistItem(parseChecklist(update.checklist), index);
  return apiRequest<Update>(`/api/updates/${encodeURIComponent(update.id)}`, {
    method: 'PATCH',
    json: {
      checklist: serializeChecklist(items),
      checklistItem: { index, completed: items[index]?.completed ?? true },
    },
  });
}

export function useToggleChecklist() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: toggleChecklist,
    onSuccess: () => invalidateAfter(queryClient, 'update'),
  });
}
