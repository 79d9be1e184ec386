import '@mantine/dropzone/styles.css';
import { Button, Group, Menu, Stack, Tabs } from '@mantine/core';
import {
  IconCalendar,
  IconChevronDown,
  IconList,
  IconMail,
  IconPlus,
  IconShare,
  IconSparkles,
} from '@tabler/icons-react';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { PageHeader } from '../../components/page-header';
import { PhoneActionBar } from '../../components/phone-action-bar';
import { useUrlFilters } from '../../lib/use-url-filters';
import { isStaff } from '../../lib/roles';
import { useUser } from '../auth';
import { AsOfNote, PendingEntries } from '../offline';
import { DailyUpdatePanel, UpdatesEmailDialog } from '../summaries';
import { useUpdatePages } from './api/get-update-pages';
import { DeleteUpdateDialog } from './components/delete-update-dialog';
import { ShareLinkDialog } from './components/share-link-dialog';
import { UpdateCalendarView } from './components/update-calendar-view';
import { UpdateFiltersBar } from './components/update-filters';
import { UpdateFormDialog } from './components/lazy-update-form-dialog';
import { UpdateListView } from './components/update-list-view';
import { PhotoUpdateButton } from './components/photo-update-button';
import { useUpdateActions } from './use-update-actions';
import { UPDATE_KINDS, type UpdateKind } from '../../../core/updates';
import { SCREEN_HEADINGS } from '../../lib/screen-headings';

export default function UpdatesPage() {
  const [params] = useSearchParams();
  const highlightId = params.get('id');
  // Filters and the List/Calendar choice live in the address (issue 18).
  const [url, setUrl] = useUrlFilters(['projectId', 'from', 'to', 'kind', 'view'] as const, {
    kind: UPDATE_KINDS,
    view: ['list', 'calendar'],
  });
  const filters = {
    projectId: url.projectId,
    from: url.from,
    to: url.to,
    kind: url.kind as UpdateKind | undefined,
  };
  const tab = url.view ?? 'list';
  const setTab = (value: string | null) => setUrl({ view: value === 'calendar' ? value : null });
  const [panelOpen, setPanelOpen] = useState(false);
  const [emailOpen, setEmailOpen] = useState(false);
  const [shareOpen, setShareOpen] = useState(false);
  const { actions, form, openAdd, openWithPhotos, closeForm, deleting, closeDelete } =
    useUpdateActions();
  const updatePages = useUpdatePages(filters);
  const newest = updatePages.data?.pages[0]?.updates[0];
  // E-mailing updates and public links are for owner and office.
  const staff = isStaff(useUser().data?.role);

  return (
    <>
      <PageHeader
        {...SCREEN_HEADINGS.updates}
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
                  visibleFrom="sm"
                >
                  Email
                </Button>
                <Button
                  variant="default"
                  leftSection={<IconShare size={16} />}
                  onClick={() => setShareOpen(true)}
                  visibleFrom="sm"
                >
                  Share Link
                </Button>
                {/* On a phone the secondary actions wait in a menu: one row of buttons. */}
                <Menu position="bottom-end">
                  <Menu.Target>
                    <Button
                      variant="default"
                      hiddenFrom="sm"
                      rightSection={<IconChevronDown size={16} aria-hidden />}
                    >
                      More
                    </Button>
                  </Menu.Target>
                  <Menu.Dropdown>
                    <Menu.Item
                      leftSection={<IconMail size={16} aria-hidden />}
                      onClick={() => setEmailOpen(true)}
                    >
                      Email
                    </Menu.Item>
                    <Menu.Item
                      leftSection={<IconShare size={16} aria-hidden />}
                      onClick={() => setShareOpen(true)}
                    >
                      Share Link
                    </Menu.Item>
                  </Menu.Dropdown>
                </Menu>
              </>
            )}
            {/* On a phone the sticky bar below holds it (one Add Update at each width). */}
            <Button leftSection={<IconPlus size={16} />} onClick={openAdd} visibleFrom="sm">
              Add Update
            </Button>
          </>
        }
      />
      <Stack gap="lg">
        {panelOpen && <DailyUpdatePanel />}
        {/* With no signal: how old the list is, and what waits to be sent (decision 195). */}
        <AsOfNote updatedAt={updatePages.dataUpdatedAt} what="the updates" />
        <PendingEntries kind="update" />
        <UpdateFiltersBar filters={filters} onChange={setUrl} />
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
            <UpdateListView
              highlightId={highlightId}
              actions={actions}
              filters={filters}
              onAdd={openAdd}
            />
          </Tabs.Panel>
          <Tabs.Panel value="calendar">
            <UpdateCalendarView filters={filters} />
          </Tabs.Panel>
        </Tabs>
      </Stack>
      {/* On a phone on site: Add Update stays under the thumb, the camera one tap away. */}
      <PhoneActionBar label="Quick actions">
        <Group gap="sm" wrap="nowrap">
          <Button flex={1} size="lg" leftSection={<IconPlus size={18} />} onClick={openAdd}>
            Add Update
          </Button>
          <PhotoUpdateButton onPhotos={openWithPhotos} />
        </Group>
      </PhoneActionBar>
      <UpdateFormDialog
        opened={form.opened}
        editing={form.editing}
        initialFiles={form.files}
        onClose={closeForm}
      />
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
