import type { QueryClient, QueryKey } from '@tanstack/react-query';

// Every key starts with the API path it reads, so a path covers every read below it:
// ['/api/tasks'] covers a project's task pages and the task counts too.
const contacts = ['/api/clients'] as const;
const projects = ['/api/projects'] as const;
const tasks = ['/api/tasks'] as const;
const updates = ['/api/updates'] as const;
const invoices = ['/api/invoices'] as const;
const summaries = ['/api/summaries'] as const;
const dailyUpdate = ['/api/daily-update'] as const;
const search = ['/api/search'] as const;

/** The one place query keys are spelled; the api/ files of each feature read them from here. */
export const queryKeys = {
  user: ['/api/auth/user'],
  contacts,
  projects,
  projectDependents: (projectId: string) => [...projects, projectId, 'dependents'] as const,
  emailSchedule: (projectId: string) => [...projects, projectId, 'email-schedule'] as const,
  tasks,
  taskCounts: (projectId?: string) => [...tasks, 'counts', projectId ?? 'all'] as const,
  taskPages: <Params extends object>(params: Params) => [...tasks, 'pages', params] as const,
  updates,
  updateList: <Params extends object>(params: Params) => [...updates, params] as const,
  update: (id: string) => [...updates, id] as const,
  updatePages: [...updates, 'pages'],
  invoices,
  summaries,
  summary: (period: string) => [...summaries, period] as const,
  activity: [...summaries, 'activity'],
  emailOptions: [...summaries, 'email-options'],
  dailyUpdate,
  search,
  searchResults: (q: string) => [...search, { q }] as const,
  dashboardMetrics: ['/api/dashboard/metrics'],
  mailLog: (page: number) => ['/api/mail-log', { page }] as const,
  businessProfile: ['/api/settings/business-profile'],
  locale: ['/api/settings/locale'],
  mailSettings: ['/api/settings/mail'],
  sharing: ['/api/settings/sharing'],
  timeZone: ['/api/settings/time-zone'],
  uploadSettings: ['/api/settings/uploads'],
  publicUpdateList: (range: { from: string; to: string }) =>
    ['/api/public/updates', range] as const,
  publicUpdate: (id: string | null) => ['/api/public/updates', id] as const,
} as const;

// What each kind of change makes stale, written once. The dashboard metrics are not
// here: they are read again each time the dashboard is shown (decision 033).
const updateChange = [updates, summaries, dailyUpdate, search];
// Creating or completing a task adds a project update (spec: "Tasks and updates refreshed").
const taskChange = [tasks, ...updateChange];
const stales = {
  update: updateChange,
  task: taskChange,
  // Tasks, updates and invoices show project names and go with a deleted project.
  project: [projects, ...taskChange, invoices],
  // Projects show their client's name.
  contact: [contacts, projects, search],
  invoice: [invoices, search],
  // "Today" moves with the owner's time zone.
  timeZone: [summaries, dailyUpdate],
} satisfies Record<string, readonly QueryKey[]>;

export type Change = keyof typeof stales;

/**
 * Marks stale every read the change touches. refetchType 'all': reads that are off
 * screen are fetched again now, in the background, so the next screen opens on the new
 * data instead of showing the old for a moment (the query client would otherwise
 * refetch them only when they are shown).
 */
export function invalidateAfter(queryClient: QueryClient, change: Change) {
  return Promise.all(
    stales[change].map((queryKey) =>
      queryClient.invalidateQueries({ queryKey, refetchType: 'all' }),
    ),
  );
}
