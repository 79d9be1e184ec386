import '@mantine/dropzone/styles.css';
import { Button, Stack, Tabs } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import {
  IconCalendar,
  IconList,
  IconMail,
  IconPlus,
  IconShare,
  IconSparkles,
} from '@tabler/icons-react';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import type { Update } from '../../../core/schemas/update';
import { paths } from '../../lib/paths';
import { PageHeader } from '../../components/page-header';
import { copyText } from '../../lib/copy-text';
import { DailyUpdatePanel, UpdatesEmailDialog } from '../summaries';
import { useUpdatePages } from './api/get-update-pages';
import { useToggleChecklist } from './api/toggle-checklist';
import { DeleteUpdateDialog } from './components/delete-update-dialog';
import { ShareLinkDialog, shareUrl } from './components/share-link-dialog';
import { UpdateCalendarView } from './components/update-calendar-view';
import { UpdateFormDialog } from './components/update-form-dialog';
import { UpdateListView } from './components/update-list-view';

export default function UpdatesPage() {
  const [params] = useSearchParams();
  const highlightId = params.get('id');
  const [tab, setTab] = useState<string | null>('list');
  const [panelOpen, setPanelOpen] = useState(false);
  const [emailOpen, setEmailOpen] = useState(false);
  const [shareOpen, setShareOpen] = useState(false);
  const [form, setForm] = useState<{ opened: boolean; editing: Update | null }>({
    opened: false,
    editing: null,
  });
  const [deleting, setDeleting] = useState<Update | null>(null);
  const toggle = useToggleChecklist();
  const newest = useUpdatePages().data?.pages[0]?.updates[0];

  const actions = {
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

  return (
    <>
      <PageHeader
        title="Project Updates"
        subtitle="Track daily progress and milestones"
        actions={
          <>
            <Button
              variant={panelOpen ? 'light' : 'default'}
              leftSection={<IconSparkles size={16} />}
              aria-pressed={panelOpen}
              onClick={() => setPanelOpen((open) => !open)}
            >
              Daily Update
            </Button>
            <Button
              variant="default"
              leftSection={<IconMail size={16} />}
              onClick={() => setEmailOpen(true)}
            >
              Email
            </Button>
            <Button
              variant="default"
              leftSection={<IconShare size={16} />}
              onClick={() => setShareOpen(true)}
            >
              Share Link
            </Button>
            <Button
              leftSection={<IconPlus size={16} />}
              onClick={() => setForm({ opened: true, editing: null })}
            >
              Add Update
            </Button>
          </>
        }
      />
      <Stack gap="lg">
        {panelOpen && <DailyUpdatePanel />}
        <Tabs value={tab} onChange={setTab} keepMounted={false}>
          <Tabs.List mb="md">
            <Tabs.Tab value="list" leftSection={<IconList size={16} />}>
              List View
            </Tabs.Tab>
            <Tabs.Tab value="calendar" leftSection={<IconCalendar size={16} />}>
              Calendar View
            </Tabs.Tab>
          </Tabs.List>
          <Tabs.Panel value="list">
            <UpdateListView highlightId={highlightId} actions={actions} />
          </Tabs.Panel>
          <Tabs.Panel value="calendar">
            <UpdateCalendarView />
          </Tabs.Panel>
        </Tabs>
      </Stack>
      <UpdateFormDialog
        opened={form.opened}
        editing={form.editing}
        onClose={() => setForm({ opened: false, editing: null })}
      />
      <DeleteUpdateDialog update={deleting} onClose={() => setDeleting(null)} />
      <ShareLinkDialog
        opened={shareOpen}
        onClose={() => setShareOpen(false)}
        updateId={newest?.id}
      />
      <UpdatesEmailDialog opened={emailOpen} onClose={() => setEmailOpen(false)} />
    </>
  );
}
