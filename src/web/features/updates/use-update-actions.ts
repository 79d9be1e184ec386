import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import type { Update } from '../../../core/schemas/update';
import { copyText } from '../../lib/copy-text';
import { paths } from '../../lib/paths';
import { useToggleChecklist } from './api/toggle-checklist';
import { shareUrl } from './components/share-link-dialog';
import type { UpdateActions } from './components/update-list-view';

/**
 * What an update card's buttons do (edit, delete, copy link, tick an item), with the
 * spec's toasts; the screen renders the form and delete dialogs from `form` and `deleting`.
 */
export function useUpdateActions() {
  const [form, setForm] = useState<{
    opened: boolean;
    editing: Update | null;
    /** Photos taken with the phone bar's camera, attached to the new update. */
    files?: File[];
  }>({
    opened: false,
    editing: null,
  });
  const [deleting, setDeleting] = useState<Update | null>(null);
  const toggle = useToggleChecklist();

  const actions: UpdateActions = {
    onEdit: (update: Update) => setForm({ opened: true, editing: update }),
    onDelete: setDeleting,
    onShare: async (update: Update) => {
      if (await copyText(shareUrl(paths.shareUpdate(update.id)))) {
        notifications.show({
          title: 'Link copied!',
          message: 'Update link copied to clipboard',
          color: 'green',
        });
      }
    },
    onToggle: (update: Update, index: number) =>
      toggle.mutate(
        { update, index },
        {
          onSuccess: () =>
            notifications.show({
              title: 'Checklist updated',
              message: 'Item status has been toggled.',
              color: 'green',
            }),
          onError: () =>
            notifications.show({
              title: 'Error',
              message: 'Failed to update checklist item.',
              color: 'red',
            }),
        },
      ),
    togglingId: toggle.isPending ? (toggle.variables?.update.id ?? null) : null,
  };

  return {
    actions,
    form,
    openAdd: () => setForm({ opened: true, editing: null }),
    openWithPhotos: (files: File[]) => setForm({ opened: true, editing: null, files }),
    closeForm: () => setForm({ opened: false, editing: null }),
    deleting,
    closeDelete: () => setDeleting(null),
  };
}
