import { Button, Group, SegmentedControl, Stack } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import touch from '../../../components/touch-target.module.css';
import { useUrlFilters } from '../../../lib/use-url-filters';
import { useUpdateActions } from '../use-update-actions';
import { DeleteUpdateDialog } from './delete-update-dialog';
import { PhotoUpdateButton } from './photo-update-button';
import { UpdateCalendarView } from './update-calendar-view';
import { UpdateFiltersBar } from './update-filters';
import { UpdateFormDialog } from './lazy-update-form-dialog';
import { UpdateListView } from './update-list-view';
import { UPDATE_KINDS, type UpdateKind } from '../../../../core/updates';

/**
 * One project's daily log for its page (issue 18): its updates as a list by day or a
 * calendar (the choice and the filters in the address), and Add Update for this project.
 */
export function ProjectDailyLog({ project }: { project: { id: string; name: string } }) {
  const [url, setUrl] = useUrlFilters(['from', 'to', 'kind', 'view'] as const, {
    kind: UPDATE_KINDS,
    view: ['list', 'calendar'],
  });
  const filters = {
    projectId: project.id,
    from: url.from,
    to: url.to,
    kind: url.kind as UpdateKind | undefined,
  };
  const { actions, form, openAdd, openWithPhotos, closeForm, deleting, closeDelete } =
    useUpdateActions();
  const view = url.view ?? 'list';
  return (
    <Stack gap="md">
      <Group justify="space-between" gap="sm">
        <SegmentedControl
          aria-label="View"
          value={view}
          onChange={(value) => setUrl({ view: value === 'calendar' ? value : null })}
          data={[
            { value: 'list', label: 'List' },
            { value: 'calendar', label: 'Calendar' },
          ]}
          classNames={{ label: touch.segment }}
        />
        {/* On a phone the camera is one tap away here too (decision 185). */}
        <Group gap="xs" wrap="nowrap">
          <Button leftSection={<IconPlus size={16} />} onClick={openAdd} className={touch.target}>
            Add Update
          </Button>
          <PhotoUpdateButton
            onPhotos={openWithPhotos}
            size="sm"
            hiddenFrom="sm"
            className={touch.target}
          />
        </Group>
      </Group>
      <UpdateFiltersBar filters={filters} onChange={setUrl} showProject={false} />
      {view === 'calendar' ? (
        <UpdateCalendarView filters={filters} />
      ) : (
        <UpdateListView
          highlightId={null}
          actions={actions}
          filters={filters}
          showProject={false}
          emptyText="No updates on this project yet. Add the first one."
          onAdd={openAdd}
        />
      )}
      <UpdateFormDialog
        opened={form.opened}
        editing={form.editing}
        initialFiles={form.files}
        onClose={closeForm}
        defaultProject={project}
      />
      <DeleteUpdateDialog update={deleting} onClose={closeDelete} />
    </Stack>
  );
}
