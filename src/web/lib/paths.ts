// Every route and link of the app, built in one place.
export const paths = {
  home: '/',
  portfolio: '/portfolio',
  login: '/login',
  dashboard: '/',
  clients: '/clients',
  contacts: '/contacts',
  projects: '/projects',
  tasks: '/tasks',
  updates: '/updates',
  invoices: '/invoices',
  settings: '/settings',
  shareDaily: '/share/daily',
  shareUpdate: (id: string) => `/share/update/${id}`,
  /** A record opened from search: the screen scrolls to it and highlights it. */
  record: (screen: 'contacts' | 'projects' | 'tasks' | 'updates' | 'invoices', id: string) =>
    `/${screen}?id=${encodeURIComponent(id)}`,
} as const;
