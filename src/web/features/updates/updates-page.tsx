import '@mantine/dropzone/styles.css';
import { Button, Stack, Tabs } from '@mantine/core';
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
import { PageHeader } from '../../components/page-header';
import { isStaff } from '../../lib/roles';
import { useUser } from '../auth';
import { DailyUpdatePanel, UpdatesEmailDialog } from '../summaries';
import { useUpdatePages } from './api/get-update-pages';
import { DeleteUpdateDialog } from './components/delete-update-dialog';
import { ShareLinkDialog } from './components/share-link-dialog';
import { UpdateCalendarView } from './components/update-calendar-view';
import { UpdateFormDialog } from './components/update-form-dialog';
import { UpdateListView } from './components/update-list-view';
import { useUpdateActions } from './use-update-actions';

export default function UpdatesPage() {
  const [params] = useSearchParams();
  const highlightId = params.get('id');
  const [tab, setTab] = useState<string | null>('list');
  const [panelOpen, setPanelOpen] = useState(false);
  const [emailOpen, setEmailOpen] = useState(false);
  const [shareOpen, setShareOpen] = useState(false);
  const { actions, form, openAdd, closeForm, deleting, closeDelete } = useUpdateActions();
  const newest = useUpdatePages().data?.pages[0]?.updates[0];
  // E-mailing updates and public links are for owner and office.
  const staff = isStaff(useUser().data?.role);

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
            {staff && (
              <>
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
              </>
            )}
            <Button leftSection={<IconPlus size={16} />} onClick={openAdd}>
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
      <UpdateFormDialog opened={form.opened} editing={form.editing} onClose={closeForm} />
      <DeleteUpdateDialog update={deleting} onClose={closeDelete} />
      <ShareLinkDialog
        opened={shareOpen}
        onClose={() => setShareOpen(false)}
        updateId={newest?.id}
      />
      <UpdatesEmailDialog opened={emailOpen} onClose={() => setEmailOpen(false)} />
    </>
  );
}
