// Every route and link of the app, built in one place.

/** The sections of Settings, in the order the tabs show them. */
export const SETTINGS_SECTIONS = ['account', 'business', 'email', 'sharing', 'data'] as const;
export type SettingsSection = (typeof SETTINGS_SECTIONS)[number];

export const paths = {
  home: '/',
  portfolio: '/portfolio',
  login: '/login',
  dashboard: '/',
  clients: '/clients',
  contacts: '/contacts',
  projects: '/projects',
  /** A project's page (issue 18); `tab` opens one of its sections. */
  project: (id: string, tab?: string) =>
    `/projects/${encodeURIComponent(id)}${tab ? `?tab=${encodeURIComponent(tab)}` : ''}`,
  projectPage: '/projects/:id',
  tasks: '/tasks',
  updates: '/updates',
  invoices: '/invoices',
  settings: '/settings',
  /** A section of Settings (issue 18, decision 181): `/settings` shows the first one. */
  settingsSection: (section: SettingsSection) => `/settings/${section}`,
  settingsSectionPage: '/settings/:section',
  myDay: '/my-day',
  myTasks: '/tasks?assignee=me',
  activity: '/activity',
  /** A project's history: the activity log filtered to it. */
  projectHistory: (projectId: string) => `/activity?projectId=${encodeURIComponent(projectId)}`,
  /** The public page an invitation link opens (the token is the last segment). */
  invite: '/invite/:token',
  /** A client's portal page (issue 16); the server hands out the full link with its token. */
  portal: '/p/:token',
  /** The client's approval page of an estimate or change order (issue 21). */
  approve: '/approve/:token',
  estimates: '/estimates',
  estimate: (id: string) => `/estimates/${encodeURIComponent(id)}`,
  estimateEditor: '/estimates/:id',
  shareDaily: '/share/daily',
  shareUpdate: (id: string) => `/share/update/${id}`,
  /** A record opened from search: the screen scrolls to it and highlights it. */
  record: (screen: 'contacts' | 'projects' | 'tasks' | 'updates' | 'invoices', id: string) =>
    `/${screen}?id=${encodeURIComponent(id)}`,
} as const;
