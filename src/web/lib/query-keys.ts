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
const users = ['/api/users'] as const;
const activityLog = ['/api/activity'] as const;
const taxRates = ['/api/tax-rates'] as const;
// Its steps tick with new contacts, projects and updates (settings and portal links are
// made on other screens: the dashboard reads it again each time it is shown).
const gettingStarted = ['/api/getting-started'] as const;
// Under the projects path, but stale with tasks (progress) and updates (photos): see stales.
const projectDetails = [...projects, 'detail'] as const;
const projectPhotos = [...projects, 'photos'] as const;
const projectActivity = [...projects, 'last-activity'] as const;
// The pickers' slim list (decision 213): under the projects path, so every change that makes
// the projects stale makes it stale too.
const projectOptions = [...projects, 'options'] as const;
// What the pickers' list left out (decision 262), under the projects path for the same reason.
const clientProjects = [...projects, 'of-client'] as const;
const clientProjectCounts = [...projects, 'client-counts'] as const;

/** The one place query keys are spelled; the api/ files of each feature read them from here. */
export const queryKeys = {
  user: ['/api/auth/user'],
  contacts,
  projects,
  /** The projects the forms and filters pick from (GET /api/projects/options). */
  projectOptions,
  /** One client's projects, as the pickers read them (GET /api/clients/{id}/projects). */
  clientProjects: (clientId: string) => [...clientProjects, clientId] as const,
  /** Each client's active projects (GET /api/clients/project-counts). */
  clientProjectCounts,
  projectDependents: (projectId: string) => [...projects, projectId, 'dependents'] as const,
  emailSchedule: (projectId: string) => [...projects, projectId, 'email-schedule'] as const,
  projectMembers: (projectId: string) => [...projects, projectId, 'members'] as const,
  // The project page (issue 18): one project with its task progress, and its photos.
  projectDetail: (projectId: string) => [...projectDetails, projectId] as const,
  projectPhotos: (projectId: string) => [...projectPhotos, projectId] as const,
  /** When each project last saw activity (the Projects list's sort). */
  projectActivity,
  taskEventSharing: ['/api/settings/sharing/task-events'],
  tasks,
  taskCounts: (projectId?: string) => [...tasks, 'counts', projectId ?? 'all'] as const,
  taskPages: <Params extends object>(params: Params) => [...tasks, 'pages', params] as const,
  updates,
  updateList: <Params extends object>(params: Params) => [...updates, params] as const,
  update: (id: string) => [...updates, id] as const,
  updatePages: [...updates, 'pages'],
  /** The list's pages under the Updates filters (issue 18). */
  filteredUpdatePages: <Params extends object>(params: Params) =>
    [...updates, 'pages', params] as const,
  invoices,
  /** The Invoices list's pages under its filters (decision 203). */
  invoicePages: <Params extends object>(params: Params) => [...invoices, 'pages', params] as const,
  /** One project's (or the business's) summary of what is owed. */
  projectInvoiceSummary: (projectId: string) => [...invoices, 'summary', projectId] as const,
  /** One invoice with its payments and history (GET /api/invoices/{id}). */
  invoice: (id: string) => [...invoices, id] as const,
  invoiceSummary: [...invoices, 'summary'],
  projectInvoiceTotals: [...invoices, 'project-totals'],
  taxRates,
  invoiceSettings: ['/api/settings/invoicing'],
  summaries,
  summary: (period: string) => [...summaries, period] as const,
  activity: [...summaries, 'activity'],
  emailOptions: [...summaries, 'email-options'],
  /** What a summary e-mail will hold (GET /api/summaries/email-preview), stale with updates. */
  emailPreview: (period: string) => [...summaries, 'email-preview', period] as const,
  dailyUpdate,
  search,
  searchResults: (q: string) => [...search, { q }] as const,
  dashboardMetrics: ['/api/dashboard/metrics'],
  /** The getting-started checklist (decision 181): stale with contacts, projects and updates. */
  gettingStarted,
  users,
  activityLog,
  activityPages: <Params extends object>(params: Params) => [...activityLog, params] as const,
  mailLog: (page: number) => ['/api/mail-log', { page }] as const,
  businessProfile: ['/api/settings/business-profile'],
  locale: ['/api/settings/locale'],
  mailSettings: ['/api/settings/mail'],
  sharing: ['/api/settings/sharing'],
  timeZone: ['/api/settings/time-zone'],
  uploadSettings: ['/api/settings/uploads'],
  uploadLimits: ['/api/uploads/limits'],
  // Client portal (issue 16): the owner's links and questions, and the client's public page.
  portalLinks: (projectId: string) => [...projects, projectId, 'portal-links'] as const,
  portalLinkViews: (linkId: string) => ['/api/portal-links', linkId, 'views'] as const,
  /** Every key under it: a link's views and every project's working links. */
  portalLinksAll: ['/api/portal-links'],
  activePortalLinks: ['/api/portal-links', 'active'],
  projectQuestions: (projectId: string) => [...projects, projectId, 'questions'] as const,
  unreadQuestions: ['/api/questions', 'unread-count'],
  portal: (token: string) => ['/api/portal', token] as const,
  portalUpdates: (token: string, range: { from: string; to: string } | null) =>
    ['/api/portal', token, 'updates', range] as const,
  portalInvoices: (token: string) => ['/api/portal', token, 'invoices'] as const,
  // Estimates and change orders (issue 21): lists, one document, the contract, the approval page.
  estimates: ['/api/estimates'],
  estimate: (id: string) => ['/api/estimates', id] as const,
  projectEstimates: (projectId: string) => [...projects, projectId, 'estimates'] as const,
  projectChangeOrders: (projectId: string) => [...projects, projectId, 'change-orders'] as const,
  projectContract: (projectId: string) => [...projects, projectId, 'contract'] as const,
  approval: (token: string) => ['/api/approve', token] as const,
  /** Who an invitation link is for (the invitation page, signed out). */
  invitation: (token: string) => ['/api/auth/invitation', token] as const,
  // The daily log (issue 19): the form's weather prefill, its settings, the delay summary.
  weather: ['/api/weather'],
  weatherLookup: (projectId: string, date: string) =>
    ['/api/weather', { projectId, date }] as const,
  weatherSettings: ['/api/settings/weather'],
  delaySummary: (projectId: string, range: { from: string; to: string }) =>
    [...projects, projectId, 'delays', range] as const,
} as const;

// What each kind of change makes stale, written once. The dashboard metrics are not
// here: they are read again each time the dashboard is shown (decision 033).
const updateChange = [
  updates,
  summaries,
  dailyUpdate,
  search,
  projectPhotos,
  projectActivity,
  gettingStarted,
];
// Creating or completing a task adds a project update (spec: "Tasks and updates refreshed").
const taskChange = [tasks, projectDetails, ...updateChange];
const stales = {
  update: updateChange,
  task: taskChange,
  // Tasks, updates and invoices show project names and go with a deleted project.
  project: [projects, ...taskChange, invoices],
  // Projects show their client's name.
  contact: [contacts, projects, search, gettingStarted],
  // A payment changes its invoice's balance and state; both are under the invoices key.
  invoice: [invoices, search],
  // An estimate's change shows in the lists, the project's contract, and its invoices.
  estimate: [['/api/estimates'], projects, invoices, search],
  // Drafts show the current names of their tax rates.
  taxRate: [taxRates, invoices],
  // "Today" moves with the owner's time zone.
  timeZone: [summaries, dailyUpdate, invoices],
  // A person's name shows on the tasks assigned to them and the records they wrote;
  // project member lists (under the projects key) name them too.
  teamMember: [users, projects, tasks, updates, activityLog],
  // Who is on a project decides who may be assigned its tasks.
  projectMembers: [projects],
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
