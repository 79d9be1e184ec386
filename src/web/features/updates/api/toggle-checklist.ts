import { useMutation, useQueryClient } from '@tanstack/react-query';
import { parseChecklist, toggleChecklistItem } from '../../../../core/checklist';
import type { Update } from '../../../../core/schemas/update';
import { apiRequest } from '../../../lib/api-client';
import { invalidateUpdates } from './invalidate-updates';

/** Re-sends the whole checklist as JSON text with one item toggled (spec section 4). */
export function toggleChecklist({ update, index }: { update: Update; index: number }) {
  const items = toggleChecklistItem(parseChecklist(update.checklist), index);
  return apiRequest<Update>(`/api/updates/${encodeURIComponent(update.id)}`, {
    method: 'PATCH',
    json: { checklist: JSON.stringify(items) },
  });
}

export function useToggleChecklist() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: toggleChecklist,
    onSuccess: () => invalidateUpdates(queryClient),
  });
}
