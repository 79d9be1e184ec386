import { Button, SimpleGrid, Text } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useCallback, useMemo, useState } from 'react';
import type { Project } from '../../../core/schemas/project';
import { EmptyState } from '../../components/empty-state';
import { PageHeader } from '../../components/page-header';
import touch from '../../components/touch-target.module.css';
import { ListLoading } from '../../components/list-loading';
import { isStaff } from '../../lib/roles';
import { useFirstItems } from '../../lib/use-first-items';
import { useRecordHighlight } from '../../lib/use-record-highlight';
import { useUrlFilters } from '../../lib/use-url-filters';
import { filterProjects, PROJECT_SORTS, ProjectFiltersBar } from './components/project-filters';
import { PROJECT_STATUSES } from '../../../core/schemas/project';
import { useUser } from '../auth';
import { useProjectActivity } from './api/get-project-activity';
import { useProjects } from './api/get-projects';
import { DeleteProjectDialog } from './components/delete-project-dialog';
import { EmailScheduleDialog } from './components/email-schedule-dialog';
import { ProjectCard } from './components/project-card';
import { ProjectFormDialog } from './components/project-form-dialog';
import { ProjectMembersDialog } from './components/project-members-dialog';
import { ClientPortalDialog, type PortalTab } from '../portal';
import { ProjectTasksDialog } from './components/project-tasks-dialog';
import { SCREEN_HEADINGS } from '../../lib/screen-headings';

/**
 * Cards shown before "Show more". A contractor's finished jobs pile up: with 100 projects
 * every card rendered at once took seconds of a busy laptop's time before the first one
 * showed, and the filters find an old one faster than scrolling does.
 */
const PROJECTS_PAGE_SIZE = 24;

export default function ProjectsPage() {
  const projects = useProjects();
  const [formOpened, setFormOpened] = useState(false);
  const [editing, setEditing] = useState<Project | null>(null);
  const [deleting, setDeleting] = useState<Project | null>(null);
  const [viewing, setViewing] = useState<Project | null>(null);
  const [scheduling, setScheduling] = useState<Project | null>(null);
  const [staffing, setStaffing] = useState<Project | null>(null);
  const [portal, setPortal] = useState<{ project: Project; tab: PortalTab } | null>(null);
  // A field user sees their own projects and works in them; the rest is for owner and office.
  const canManage = isStaff(useUser().data?.role);
  const all = projects.data ?? [];
  // Status, client and sort live in the address (issue 18).
  const [filters, setFilters] = useUrlFilters(['status', 'clientId', 'sort'] as const, {
    status: PROJECT_STATUSES,
    sort: PROJECT_SORTS,
  });
  const activity = useProjectActivity(filters.sort === 'activity');
  const lastActivity = useMemo(
    () => new Map(activity.data?.map((row) => [row.projectId, row.lastActivityAt])),
    [activity.data],
  );
  const list = filterProjects(all, filters, lastActivity);
  const highlightId = useRecordHighlight((id) => list.some((p) => p.id === id));
  const [pageSize, setPageSize] = useState(PROJECTS_PAGE_SIZE);
  // The project a link opened is shown wherever it is in the list.
  const reach = Math.max(pageSize, list.findIndex((p) => p.id === highlightId) + 1);
  const cards = useFirstItems(list.slice(0, reach), highlightId !== null);

  const openForm = useCallback((project: Project | null) => {
    setEditing(project);
    setFormOpened(true);
  }, []);
  const openPortal = useCallback(
    (project: Project, tab: PortalTab) => setPortal({ project, tab }),
    [],
  );

  return (
    <>
      <PageHeader
        {...SCREEN_HEADINGS.projects}
        actions={
          canManage && (
            <Button leftSection={<IconPlus size={18} />} onClick={() => openForm(null)}>
              Add Project
            </Button>
          )
        }
      />
      {projects.isPending ? (
        <ListLoading text="Loading projects..." paused={projects.fetchStatus === 'paused'} />
      ) : projects.isError ? (
        <Text c="red">Failed to load projects. Please reload the page.</Text>
      ) : all.length > 0 && list.length === 0 ? (
        <>
          <ProjectFiltersBar projects={all} filters={filters} onChange={setFilters} />
          <Text c="dimmed">No projects match these filters. Clear a filter to see more.</Text>
        </>
      ) : list.length === 0 ? (
        <EmptyState
          action={
            canManage && (
              <Button leftSection={<IconPlus size={18} />} onClick={() => openForm(null)}>
                Add your first project
              </Button>
            )
          }
        >
          {canManage
            ? 'No projects yet. Add your first project to get started.'
            : 'You are not on any project yet. Ask the office to add you to one.'}
        </EmptyState>
      ) : (
        <>
          <ProjectFiltersBar projects={all} filters={filters} onChange={setFilters} />
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
            {cards.map((project) => (
              <ProjectCard
                key={project.id}
                project={project}
                highlighted={project.id === highlightId}
                onViewTasks={setViewing}
                onEdit={openForm}
                onDelete={setDeleting}
                onSchedule={setScheduling}
                onMembers={setStaffing}
                onPortal={openPortal}
                canManage={canManage}
              />
            ))}
          </SimpleGrid>
          {list.length > reach && (
            <Button
              className={touch.target}
              variant="default"
              mt="md"
              display="block"
              mx="auto"
              onClick={() => setPageSize(reach + PROJECTS_PAGE_SIZE)}
            >
              Show more ({list.length - reach} more)
            </Button>
          )}
        </>
      )}
      <ProjectFormDialog
        opened={formOpened}
        project={editing}
        onClose={() => setFormOpened(false)}
      />
      <DeleteProjectDialog project={deleting} onClose={() => setDeleting(null)} />
      <ProjectTasksDialog project={viewing} onClose={() => setViewing(null)} />
      <EmailScheduleDialog project={scheduling} onClose={() => setScheduling(null)} />
      <ProjectMembersDialog project={staffing} onClose={() => setStaffing(null)} />
      <ClientPortalDialog
        project={portal?.project ?? null}
        initialTab={portal?.tab}
        onClose={() => setPortal(null)}
      />
    </>
  );
}
