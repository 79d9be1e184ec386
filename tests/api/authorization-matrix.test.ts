import Fastify, { type InjectOptions } from 'fastify';
import { registerAuth } from '../../src/server/plugins/auth.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PNG_BYTES, multipart } from './helpers/multipart.js';
import { seedClient, seedProject, seedTask, seedUpdate } from './helpers/seed.js';
import { addPerson, invite } from './helpers/team.js';
import { createTestApp, OWNER, sessionCookieFrom, type TestApp } from './helpers/test-app.js';
import { createUpdate } from './helpers/uploads.js';
import { newId, nowIso } from '../../src/server/lib/ids.js';

// The authorization matrix (issue 15, decision 150): every route of the route table,
// called by each kind of caller, answers the status written here. A route added
// without a row fails this test, and so does a row whose route no longer exists.
//
// Callers: the owner; an office user; a field user who is a member of the record's
// project; a field user who is not; and a signed-out visitor. Each state-changing call
// gets a fresh set of records, so one caller's delete never decides another's answer.
// An allowed call sends a valid request, so its status shows it got past every gate
// (a 403 means the role was refused; a 404 or 400 on a field user's foreign record
// means the record was hidden, exactly as an id that does not exist).

const CALLERS = ['owner', 'office', 'member', 'outsider', 'anon'] as const;
type Caller = (typeof CALLERS)[number];
type Statuses = readonly [
  owner: number,
  office: number,
  member: number,
  outsider: number,
  anon: number,
];

interface World {
  clientId: string;
  /** A contact nothing refers to (deletable). */
  spareContactId: string;
  projectId: string;
  taskId: string;
  /** An update written by the member. */
  updateId: string;
  invoiceId: string;
  /** A person added by the owner, not yet signed in. */
  personId: string;
}

interface Shared {
  /** A photo attached to an update of a shared world's project. */
  fileId: string;
  world: World;
  locale: object;
  invoicing: object;
}

type Build = (w: World, s: Shared) => Partial<InjectOptions>;

interface Rule {
  statuses: Statuses;
  /** The request; by default the route's URL with the world's ids and no body. */
  request?: Build;
  /** Reads only: all callers share one world. */
  reads?: boolean;
  /** The call ends the session it is sent with: each caller sends a fresh one. */
  freshSession?: boolean;
}

// Shorthands for the common shapes of a row.
const EVERYONE_READS = [200, 200, 200, 200, 401] as const;
const STAFF_ONLY = (ok: number) => [ok, ok, 403, 403, 401] as const;
const OWNER_ONLY = (ok: number) => [ok, 403, 403, 403, 401] as const;
const PUBLIC = (ok: number) => [ok, ok, ok, ok, ok] as const;
/** Field users on their own project's record: member allowed, outsider as for a missing id. */
const PROJECT_RECORD = (ok: number, hidden = 404) => [ok, ok, ok, hidden, 401] as const;

const json = (payload: object): Partial<InjectOptions> => ({ payload });
const contact = {
  name: 'New Contact',
  email: 'new@example.com',
  phone: '555-0101',
  type: 'Client',
};
const importRows = { rows: [{ Name: 'Imported', Email: 'imp@example.com', Phone: '555' }] };
const today = () => new Date().toISOString().slice(0, 10);
const MISSING = '00000000-0000-4000-8000-000000000000';
const BOGUS_TOKEN = 'not-a-portal-token';
let unique = 0;

const RULES: Record<string, Rule> = {
  // Signing in and out, and the signed-in person.
  'GET /api/auth/user': { statuses: EVERYONE_READS, reads: true },
  'GET /api/auth/session': { statuses: PUBLIC(200), reads: true },
  'PATCH /api/auth/user': {
    statuses: [200, 200, 200, 200, 401],
    request: () => json({ email: 'me@example.com' }),
  },
  'POST /api/auth/login': {
    statuses: PUBLIC(200),
    freshSession: true,
    request: () => json({ username: OWNER.username, password: OWNER.password }),
  },
  'GET /api/auth/invitation/:token': { statuses: PUBLIC(410), reads: true },
  'POST /api/auth/accept-invitation': {
    statuses: PUBLIC(410),
    request: () => json({ token: 'not-a-real-invitation-token', password: 'long-enough-1' }),
  },
  'POST /api/auth/logout': { statuses: [200, 200, 200, 200, 401], freshSession: true },
  'POST /api/auth/change-password': {
    // A wrong current password: past the gates, and nothing changes.
    statuses: [400, 400, 400, 400, 401],
    request: () => json({ currentPassword: 'not-the-password', newPassword: 'new-password-1' }),
  },
  'GET /api/health': { statuses: PUBLIC(200), reads: true },
  'GET /api/openapi.json': { statuses: EVERYONE_READS, reads: true },
  'GET /api/docs': { statuses: EVERYONE_READS, reads: true },

  // The team and the activity log.
  'GET /api/users': { statuses: OWNER_ONLY(200), reads: true },
  'POST /api/users': {
    statuses: OWNER_ONLY(201),
    request: () => json({ username: `new-person-${(unique += 1)}`, name: 'New', role: 'field' }),
  },
  'PATCH /api/users/:id': {
    statuses: OWNER_ONLY(200),
    request: (w) => ({ url: `/api/users/${w.personId}`, payload: { role: 'office' } }),
  },
  'POST /api/users/:id/invitation': {
    statuses: OWNER_ONLY(200),
    request: (w) => ({ url: `/api/users/${w.personId}/invitation` }),
  },
  'GET /api/activity': { statuses: STAFF_ONLY(200), reads: true },

  // Contacts: owner and office only.
  'GET /api/clients': { statuses: STAFF_ONLY(200), reads: true },
  'POST /api/clients': { statuses: STAFF_ONLY(201), request: () => json(contact) },
  'PATCH /api/clients/:id': {
    statuses: STAFF_ONLY(200),
    request: (w) => ({ url: `/api/clients/${w.clientId}`, payload: contact }),
  },
  // What the pickers' list left out (decision 262): staff read them, as the contacts.
  'GET /api/clients/project-counts': { statuses: STAFF_ONLY(200), reads: true },
  'GET /api/clients/:id/projects': {
    statuses: STAFF_ONLY(200),
    reads: true,
    request: (w) => ({ url: `/api/clients/${w.clientId}/projects` }),
  },
  'DELETE /api/clients/:id': {
    statuses: STAFF_ONLY(200),
    request: (w) => ({ url: `/api/clients/${w.spareContactId}` }),
  },
  'POST /api/import/contacts/preview': {
    statuses: STAFF_ONLY(200),
    request: () => json(importRows),
  },
  'POST /api/import/contacts': { statuses: STAFF_ONLY(200), request: () => json(importRows) },

  // Projects: everyone reads (field: theirs); owner and office change them.
  'GET /api/projects': { statuses: EVERYONE_READS, reads: true },
  'POST /api/projects': {
    statuses: STAFF_ONLY(201),
    request: (w) => json({ name: 'New project', clientId: w.clientId, status: 'Planning' }),
  },
  'PATCH /api/projects/:id': {
    statuses: STAFF_ONLY(200),
    request: (w) => ({
      url: `/api/projects/${w.projectId}`,
      payload: { name: 'Renamed', clientId: w.clientId, status: 'On Hold' },
    }),
  },
  'GET /api/projects/last-activity': { statuses: EVERYONE_READS, reads: true },
  'GET /api/projects/options': { statuses: EVERYONE_READS, reads: true },
  'GET /api/projects/:id': { statuses: PROJECT_RECORD(200), reads: true },
  'GET /api/projects/:id/photos': { statuses: PROJECT_RECORD(200), reads: true },
  'GET /api/projects/:id/dependents': { statuses: STAFF_ONLY(200), reads: true },
  'DELETE /api/projects/:id': { statuses: STAFF_ONLY(200) },
  'GET /api/projects/:id/members': { statuses: STAFF_ONLY(200), reads: true },
  'PUT /api/projects/:id/members': {
    statuses: STAFF_ONLY(200),
    request: (w) => ({ url: `/api/projects/${w.projectId}/members`, payload: { userIds: [] } }),
  },
  'GET /api/projects/:id/email-schedule': { statuses: STAFF_ONLY(200), reads: true },
  'PUT /api/projects/:id/email-schedule': {
    statuses: STAFF_ONLY(200),
    request: (w) => ({
      url: `/api/projects/${w.projectId}/email-schedule`,
      payload: { enabled: false, period: 'daily', time: '17:00', weekday: 5 },
    }),
  },
  'GET /api/mail-log': { statuses: STAFF_ONLY(200), reads: true },

  // Tasks: everyone on their projects; deleting is for owner and office.
  'GET /api/tasks': { statuses: EVERYONE_READS, reads: true },
  'GET /api/tasks/counts': { statuses: EVERYONE_READS, reads: true },
  'POST /api/tasks': {
    // The outsider names a project that is not theirs: as unknown as a missing one.
    statuses: PROJECT_RECORD(201, 400),
    request: (w) => json({ title: 'New task', projectId: w.projectId }),
  },
  'PATCH /api/tasks/:id': {
    statuses: PROJECT_RECORD(200),
    request: (w) => ({ url: `/api/tasks/${w.taskId}`, payload: { status: 'completed' } }),
  },
  'DELETE /api/tasks/:id': {
    statuses: STAFF_ONLY(200),
    request: (w) => ({ url: `/api/tasks/${w.taskId}` }),
  },

  // The daily log: everyone on their projects; a field user edits their own updates.
  'GET /api/updates': { statuses: EVERYONE_READS, reads: true },
  'GET /api/updates/:id': {
    statuses: PROJECT_RECORD(200),
    reads: true,
    request: (w) => ({ url: `/api/updates/${w.updateId}` }),
  },
  'POST /api/updates': {
    statuses: PROJECT_RECORD(201, 400),
    request: (w) => multipart({ projectId: w.projectId, note: 'New update', date: today() }),
  },
  'PATCH /api/updates/:id': {
    statuses: PROJECT_RECORD(200),
    request: (w) => ({ url: `/api/updates/${w.updateId}`, ...multipart({ note: 'Edited' }) }),
  },
  'DELETE /api/updates/:id': {
    statuses: PROJECT_RECORD(200),
    request: (w) => ({ url: `/api/updates/${w.updateId}` }),
  },
  'GET /api/files/:id': {
    statuses: PROJECT_RECORD(200),
    reads: true,
    request: (_w, s) => ({ url: `/api/files/${s.fileId}` }),
  },
  // The daily log's reads (issue 19): everyone, on their projects.
  'GET /api/weather': {
    statuses: PROJECT_RECORD(200),
    reads: true,
    request: (w) => ({ url: `/api/weather?projectId=${w.projectId}&date=${today()}` }),
  },
  'GET /api/projects/:id/last-crew': { statuses: PROJECT_RECORD(200), reads: true },
  'GET /api/projects/:id/delays': { statuses: PROJECT_RECORD(200), reads: true },
  'GET /api/projects/:id/reports/weekly': {
    statuses: PROJECT_RECORD(200),
    reads: true,
    request: (w) => ({ url: `/api/projects/${w.projectId}/reports/weekly?week=2026-03-02` }),
  },

  // Share pages: public; the switch is the owner's.
  // The share page the server writes (decision 222): public, like the API behind it.
  'GET /share': { statuses: PUBLIC(200), reads: true },
  'GET /share/*': {
    statuses: PUBLIC(200),
    reads: true,
    request: (w) => ({ url: `/share/update/${w.updateId}` }),
  },
  'GET /api/public/updates': { statuses: PUBLIC(200), reads: true },
  'GET /api/public/updates/:id': {
    statuses: PUBLIC(200),
    reads: true,
    request: (w) => ({ url: `/api/public/updates/${w.updateId}` }),
  },
  'GET /api/public/files/:id': {
    statuses: PUBLIC(200),
    reads: true,
    request: (_w, s) => ({ url: `/api/public/files/${s.fileId}` }),
  },
  'GET /api/settings/sharing': { statuses: EVERYONE_READS, reads: true },
  'PUT /api/settings/sharing': {
    statuses: OWNER_ONLY(200),
    request: () => json({ enabled: true, allUpdates: true }),
  },
  'GET /api/settings/sharing/task-events': { statuses: EVERYONE_READS, reads: true },
  'PUT /api/settings/sharing/task-events': {
    statuses: OWNER_ONLY(200),
    request: () => json({ created: false, completed: true }),
  },

  // Summaries and the dashboard: everyone (field: their projects); e-mailing: staff.
  'GET /api/search': {
    statuses: EVERYONE_READS,
    reads: true,
    request: () => ({ url: '/api/search?q=maple' }),
  },
  'GET /api/summaries': {
    statuses: EVERYONE_READS,
    reads: true,
    request: () => ({ url: '/api/summaries?period=weekly' }),
  },
  'GET /api/summaries/daily': { statuses: EVERYONE_READS, reads: true },
  'GET /api/summaries/weekly': { statuses: EVERYONE_READS, reads: true },
  'GET /api/summaries/activity': { statuses: EVERYONE_READS, reads: true },
  'GET /api/daily-update': { statuses: EVERYONE_READS, reads: true },
  'GET /api/dashboard/metrics': { statuses: EVERYONE_READS, reads: true },
  // The getting-started checklist (decision 181): the owner's, like the settings it asks for.
  'GET /api/getting-started': { statuses: OWNER_ONLY(200), reads: true },
  'PUT /api/settings/getting-started': {
    statuses: OWNER_ONLY(200),
    request: () => json({ dismissed: false }),
  },
  'GET /api/summaries/email-options': { statuses: STAFF_ONLY(200), reads: true },
  'GET /api/summaries/email-preview': { statuses: STAFF_ONLY(200), reads: true },
  // No mail server is set up: allowed callers reach the mailer's 503.
  'POST /api/summaries/email': {
    statuses: STAFF_ONLY(503),
    request: () => json({ recipient: 'r@example.com', period: 'weekly' }),
  },
  'POST /api/send-email': {
    statuses: STAFF_ONLY(503),
    request: () => json({ recipient: 'r@example.com', filterProject: 'all' }),
  },

  // Invoices: never for field users.
  'GET /api/invoices': { statuses: STAFF_ONLY(200), reads: true },
  'POST /api/invoices': {
    statuses: STAFF_ONLY(201),
    request: (w) =>
      json({
        clientId: w.clientId,
        projectId: w.projectId,
        date: today(),
        items: [{ description: 'Labour', quantity: 1, rate: 10 }],
      }),
  },
  'PATCH /api/invoices/:id': {
    statuses: STAFF_ONLY(200),
    request: (w) => ({ url: `/api/invoices/${w.invoiceId}`, payload: { status: 'Paid' } }),
  },
  'DELETE /api/invoices/:id': {
    statuses: STAFF_ONLY(200),
    request: (w) => ({ url: `/api/invoices/${w.invoiceId}` }),
  },

  // Getting paid (issue 17): owner and office only. Ids that do not exist prove the gate
  // (403 for field users) comes before the lookup (404 for those allowed).
  'GET /api/invoices/summary': { statuses: STAFF_ONLY(200), reads: true },
  'GET /api/invoices/project-totals': { statuses: STAFF_ONLY(200), reads: true },
  'GET /api/invoices/:id': {
    statuses: STAFF_ONLY(200),
    reads: true,
    request: (w) => ({ url: `/api/invoices/${w.invoiceId}` }),
  },
  'GET /api/invoices/:id/pdf': {
    statuses: STAFF_ONLY(200),
    reads: true,
    request: (w) => ({ url: `/api/invoices/${w.invoiceId}/pdf` }),
  },
  'POST /api/invoices/:id/send': {
    statuses: STAFF_ONLY(503),
    request: (w) => ({
      url: `/api/invoices/${w.invoiceId}/send`,
      payload: { to: 'c@example.com' },
    }),
  },
  'GET /api/invoices/:id/payments': {
    statuses: STAFF_ONLY(200),
    reads: true,
    request: (w) => ({ url: `/api/invoices/${w.invoiceId}/payments` }),
  },
  'POST /api/invoices/:id/payments': {
    statuses: STAFF_ONLY(201),
    request: (w) => ({
      url: `/api/invoices/${w.invoiceId}/payments`,
      payload: { amount: 100, date: today(), method: 'cash' },
    }),
  },
  'DELETE /api/payments/:id': {
    statuses: STAFF_ONLY(404),
    request: () => ({ url: `/api/payments/${MISSING}` }),
  },
  'GET /api/tax-rates': { statuses: STAFF_ONLY(200), reads: true },
  'POST /api/tax-rates': {
    statuses: STAFF_ONLY(201),
    request: () => json({ name: `Tax ${(unique += 1)}`, rate: 500 }),
  },
  'PATCH /api/tax-rates/:id': {
    statuses: STAFF_ONLY(404),
    request: () => ({ url: `/api/tax-rates/${MISSING}`, payload: { name: 'Renamed' } }),
  },
  'DELETE /api/tax-rates/:id': {
    statuses: STAFF_ONLY(404),
    request: () => ({ url: `/api/tax-rates/${MISSING}` }),
  },
  'GET /api/settings/invoicing': { statuses: STAFF_ONLY(200), reads: true },
  'PUT /api/settings/invoicing': {
    statuses: STAFF_ONLY(200),
    request: (_w, s) => json(s.invoicing),
  },

  // The client portal (issue 16): links and questions for owner and office; the
  // portal itself is public and answers an unknown token as unavailable.
  'POST /api/projects/:id/portal-links': {
    statuses: STAFF_ONLY(201),
    request: (w) => ({
      url: `/api/projects/${w.projectId}/portal-links`,
      payload: { label: 'Dana' },
    }),
  },
  'GET /api/projects/:id/portal-links': { statuses: STAFF_ONLY(200), reads: true },
  'GET /api/portal-links/active': { statuses: STAFF_ONLY(200), reads: true },
  'DELETE /api/portal-links/:id': {
    statuses: STAFF_ONLY(404),
    request: () => ({ url: `/api/portal-links/${MISSING}` }),
  },
  'POST /api/portal-links/:id/rotate': {
    statuses: STAFF_ONLY(404),
    request: () => ({ url: `/api/portal-links/${MISSING}/rotate` }),
  },
  'GET /api/portal-links/:id/views': {
    statuses: STAFF_ONLY(404),
    reads: true,
    request: () => ({ url: `/api/portal-links/${MISSING}/views` }),
  },
  'GET /api/projects/:id/questions': { statuses: STAFF_ONLY(200), reads: true },
  'GET /api/questions/unread-count': { statuses: STAFF_ONLY(200), reads: true },
  'PATCH /api/questions/:id': {
    statuses: STAFF_ONLY(404),
    request: () => ({ url: `/api/questions/${MISSING}`, payload: { read: true } }),
  },
  'GET /api/portal/:token': { statuses: PUBLIC(404), reads: true },
  'GET /api/portal/:token/updates': { statuses: PUBLIC(404), reads: true },
  'GET /api/portal/:token/files/:fileId': {
    statuses: PUBLIC(404),
    reads: true,
    request: (_w, s) => ({ url: `/api/portal/${BOGUS_TOKEN}/files/${s.fileId}` }),
  },
  'GET /api/portal/:token/invoices': { statuses: PUBLIC(404), reads: true },
  'GET /api/portal/:token/invoices/:id/pdf': {
    statuses: PUBLIC(404),
    reads: true,
    request: (w) => ({ url: `/api/portal/${BOGUS_TOKEN}/invoices/${w.invoiceId}/pdf` }),
  },
  'POST /api/portal/:token/questions': {
    statuses: PUBLIC(404),
    request: () => ({
      url: `/api/portal/${BOGUS_TOKEN}/questions`,
      payload: { name: 'Dana', message: 'When do you start?' },
    }),
  },

  // Estimates and change orders (issue 21): money, so owner and office only; the
  // approval page's API is public and answers an unknown token as unavailable.
  'GET /api/estimates': { statuses: STAFF_ONLY(200), reads: true },
  'POST /api/projects/:id/estimates': {
    statuses: STAFF_ONLY(201),
    request: (w) => ({
      url: `/api/projects/${w.projectId}/estimates`,
      payload: {
        title: 'Kitchen',
        sections: [
          { title: 'Work', lines: [{ description: 'Cabinets', quantity: 1, unitPrice: 100 }] },
        ],
      },
    }),
  },
  'GET /api/projects/:id/estimates': { statuses: STAFF_ONLY(200), reads: true },
  'GET /api/estimates/:id': {
    statuses: STAFF_ONLY(404),
    reads: true,
    request: () => ({ url: `/api/estimates/${MISSING}` }),
  },
  'PATCH /api/estimates/:id': {
    statuses: STAFF_ONLY(404),
    request: () => ({ url: `/api/estimates/${MISSING}`, payload: { title: 'Renamed' } }),
  },
  'POST /api/estimates/:id/revise': {
    statuses: STAFF_ONLY(404),
    request: () => ({ url: `/api/estimates/${MISSING}/revise` }),
  },
  'POST /api/estimates/:id/send': {
    statuses: STAFF_ONLY(404),
    request: () => ({ url: `/api/estimates/${MISSING}/send`, payload: { to: 'c@example.com' } }),
  },
  'POST /api/estimates/:id/revoke-link': {
    statuses: STAFF_ONLY(404),
    request: () => ({ url: `/api/estimates/${MISSING}/revoke-link` }),
  },
  'GET /api/estimates/:id/pdf': {
    statuses: STAFF_ONLY(404),
    reads: true,
    request: () => ({ url: `/api/estimates/${MISSING}/pdf` }),
  },
  'POST /api/projects/:id/change-orders': {
    statuses: STAFF_ONLY(201),
    request: (w) => ({
      url: `/api/projects/${w.projectId}/change-orders`,
      payload: { title: 'Extra outlet', reason: 'Asked on site', amount: 12000 },
    }),
  },
  'GET /api/projects/:id/change-orders': { statuses: STAFF_ONLY(200), reads: true },
  'POST /api/change-orders/:id/send': {
    statuses: STAFF_ONLY(404),
    request: () => ({
      url: `/api/change-orders/${MISSING}/send`,
      payload: { to: 'c@example.com' },
    }),
  },
  'GET /api/projects/:id/financials': { statuses: STAFF_ONLY(200), reads: true },
  'GET /api/projects/:id/contract': { statuses: STAFF_ONLY(200), reads: true },
  'POST /api/projects/:id/progress-invoices': {
    // Past the gates: nothing approved to bill yet.
    statuses: STAFF_ONLY(409),
    request: (w) => ({
      url: `/api/projects/${w.projectId}/progress-invoices`,
      payload: { lines: [] },
    }),
  },
  'GET /api/approve/:token': { statuses: PUBLIC(404), reads: true },
  'POST /api/approve/:token': {
    statuses: PUBLIC(404),
    request: () => ({
      url: `/api/approve/${BOGUS_TOKEN}`,
      payload: { decision: 'approve', name: 'Dana Client', agree: true },
    }),
  },
  'GET /api/approve/:token/pdf': { statuses: PUBLIC(404), reads: true },

  // Exports: CSV for owner and office, the whole database for the owner.
  'GET /api/export/csv/:kind': {
    statuses: STAFF_ONLY(200),
    reads: true,
    request: () => ({ url: '/api/export/csv/invoices' }),
  },
  'GET /api/export/full': { statuses: OWNER_ONLY(200), reads: true },

  // System settings: everyone reads what their screens need; the owner changes them.
  'GET /api/settings/business-profile': { statuses: STAFF_ONLY(200), reads: true },
  'PUT /api/settings/business-profile': {
    statuses: OWNER_ONLY(200),
    request: () => json({ name: 'B', address: 'A', email: 'b@example.com', phone: '1' }),
  },
  'GET /api/settings/mail': { statuses: OWNER_ONLY(200), reads: true },
  'PUT /api/settings/mail': {
    statuses: OWNER_ONLY(200),
    request: () =>
      json({ host: '127.0.0.1', port: 9, secure: false, username: '', from: 'a@example.com' }),
  },
  'DELETE /api/settings/mail': { statuses: OWNER_ONLY(200) },
  'POST /api/settings/mail/test': {
    statuses: OWNER_ONLY(503),
    request: () => json({ recipient: 'r@example.com' }),
  },
  'GET /api/settings/time-zone': { statuses: EVERYONE_READS, reads: true },
  'PUT /api/settings/time-zone': {
    statuses: OWNER_ONLY(200),
    request: () => json({ timeZone: 'Europe/Paris' }),
  },
  'GET /api/settings/locale': { statuses: EVERYONE_READS, reads: true },
  'PUT /api/settings/locale': { statuses: OWNER_ONLY(200), request: (_w, s) => json(s.locale) },
  'GET /api/settings/weather': { statuses: OWNER_ONLY(200), reads: true },
  'PUT /api/settings/weather': {
    statuses: OWNER_ONLY(200),
    request: () => json({ provider: 'none' }),
  },
  'DELETE /api/settings/weather': { statuses: OWNER_ONLY(200) },
  'GET /api/settings/uploads': { statuses: EVERYONE_READS, reads: true },
  'GET /api/uploads/limits': { statuses: EVERYONE_READS, reads: true },
  'PUT /api/settings/uploads': {
    statuses: OWNER_ONLY(200),
    request: () => json({ maxPhotoPx: 2048 }),
  },
};

let t: TestApp;
const cookies = {} as Record<Exclude<Caller, 'anon'>, string>;
const people = {} as Record<'member' | 'outsider', string>;
let shared: Shared;

async function makeWorld(): Promise<World> {
  const client = await seedClient(t.db, { name: 'Maple Client' });
  const spare = await seedClient(t.db, { name: 'Spare Contact', type: 'Vendor' });
  const project = await seedProject(t.db, { name: 'Maple Street', clientId: client.id });
  await t.db
    .insertInto('project_members')
    .values({ id: newId(), project_id: project.id, user_id: people.member, created_at: nowIso() })
    .execute();
  const task = await seedTask(t.db, { projectId: project.id, title: 'Maple framing' });
  const update = await seedUpdate(t.db, { projectId: project.id, note: 'Maple footing poured' });
  await t.db
    .updateTable('updates')
    .set({ created_by: people.member })
    .where('id', '=', update.id)
    .execute();
  const invoice = await t.request(cookies.owner, {
    method: 'POST',
    url: '/api/invoices',
    payload: {
      clientId: client.id,
      projectId: project.id,
      date: today(),
      items: [{ description: 'Labour', quantity: 1, rate: 10 }],
    },
  });
  const person = await invite(t, cookies.owner, {
    username: `person-${(unique += 1)}`,
    role: 'field',
  });
  return {
    clientId: client.id,
    spareContactId: spare.id,
    projectId: project.id,
    taskId: task.id,
    updateId: update.id,
    invoiceId: invoice.json<{ id: string }>().id,
    personId: person.user.id,
  };
}

/** The route's URL with the world's ids for its parameters. */
const concrete = (url: string, w: World) =>
  url
    .replace(':token', BOGUS_TOKEN)
    .replace(/:id\b/, w.projectId)
    .replace(/:[A-Za-z]+/g, 'x');

async function call(key: string, caller: Caller, world: World): Promise<number> {
  const [method, url] = key.split(' ') as [InjectOptions['method'], string];
  const rule = RULES[key]!;
  let cookie = caller === 'anon' ? null : cookies[caller];
  if (rule.freshSession && caller !== 'anon') {
    const username = caller === 'owner' ? OWNER.username : caller;
    const password = caller === 'owner' ? OWNER.password : `${caller}-password-1`;
    cookie = sessionCookieFrom(
      await t.request(null, {
        method: 'POST',
        url: '/api/auth/login',
        payload: { username, password },
      }),
    );
  }
  const built = rule.request?.(world, shared) ?? {};
  const response = await t.request(cookie, { method, url: concrete(url, world), ...built });
  if (response.statusCode >= 400) {
    expect(response.headers['content-type'], `${key} as ${caller}`).toMatch(/json/);
    expect(typeof response.json().message, `${key} as ${caller}`).toBe('string');
  }
  return response.statusCode;
}

beforeAll(async () => {
  t = await createTestApp();
  cookies.owner = await t.signIn();
  for (const [caller, role] of [
    ['office', 'office'],
    ['member', 'field'],
    ['outsider', 'field'],
  ] as const) {
    const person = await addPerson(t, cookies.owner, { username: caller, role });
    cookies[caller] = person.cookie;
    if (caller !== 'office') people[caller] = person.user.id;
  }
  const world = await makeWorld();
  const withPhoto = await createUpdate(
    t,
    cookies.member,
    { projectId: world.projectId, note: 'Photo of the footing', date: today() },
    [{ filename: 'footing.png', contentType: 'image/png', data: PNG_BYTES }],
  );
  const setting = async (url: string) =>
    (await t.request(cookies.owner, { method: 'GET', url })).json<object>();
  shared = {
    fileId: withPhoto.attachments[0]!.id,
    world,
    locale: await setting('/api/settings/locale'),
    invoicing: await setting('/api/settings/invoicing'),
  };
});
afterAll(() => t.close());

describe('roles are structural', () => {
  it('a private API route registered without roles stops the app at start', async () => {
    const app = Fastify();
    app.decorate('db', t.db);
    registerAuth(app);
    expect(() => app.get('/api/forgotten', async () => ({}))).toThrow(
      'GET /api/forgotten is private but declares no roles: add config.roles',
    );
    expect(() =>
      app.get('/api/typo', { config: { roles: ['admin' as 'owner'] } }, async () => ({})),
    ).toThrow('GET /api/typo names unknown roles: admin');
    // Public routes, and routes outside /api (the web app's pages), need none.
    app.get('/api/open', { config: { public: true } }, async () => ({}));
    app.get('/about', async () => ({}));
    await app.close();
  });

  it('a refused role gets 403 before the handler runs, even with a body it would refuse', async () => {
    const before = await t.db.selectFrom('clients').select('id').execute();
    for (const payload of [{}, contact]) {
      const response = await t.request(cookies.member, {
        method: 'POST',
        url: '/api/clients',
        payload,
      });
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({
        message: 'Your account (field) cannot do this. Ask the business owner if you need it.',
      });
    }
    expect(await t.db.selectFrom('clients').select('id').execute()).toEqual(before);
  });
});

describe('authorization matrix', () => {
  it('has a rule for every route in the route table, and a route for every rule', () => {
    const routes = t.app.routeTable.map((route) => `${route.method} ${route.url}`);
    expect(routes.length).toBeGreaterThan(60);
    expect(
      routes.filter((key) => !(key in RULES)),
      'routes without a rule',
    ).toEqual([]);
    expect(
      Object.keys(RULES).filter((key) => !routes.includes(key)),
      'stale rules',
    ).toEqual([]);
  });

  it('declares on every private route the roles the matrix expects', () => {
    for (const route of t.app.routeTable) {
      const rule = RULES[`${route.method} ${route.url}`];
      if (!rule) continue;
      const [owner, office, member] = rule.statuses;
      if (route.public) {
        expect(rule.statuses[4], `${route.method} ${route.url} is public`).not.toBe(401);
        continue;
      }
      const allowed = [
        owner !== 403 && 'owner',
        office !== 403 && 'office',
        member !== 403 && 'field',
      ].filter(Boolean);
      expect([...(route.roles ?? [])].sort(), `${route.method} ${route.url}`).toEqual(
        allowed.sort(),
      );
    }
  });

  it('answers every route, for every caller, with the status in the matrix', async () => {
    const failures: string[] = [];
    for (const [key, rule] of Object.entries(RULES)) {
      if (!t.app.routeTable.some((route) => `${route.method} ${route.url}` === key)) continue;
      // A refused call changes nothing (the fuzz test proves it), so the next caller may
      // use the same records; after a call that went through, a fresh set.
      let world: World | null = rule.reads ? shared.world : null;
      for (const [index, caller] of CALLERS.entries()) {
        world ??= await makeWorld();
        const status = await call(key, caller, world);
        if (status !== rule.statuses[index]) {
          failures.push(`${key} as ${caller}: ${status}, expected ${rule.statuses[index]}`);
        }
        if (!rule.reads && status < 400) world = null;
      }
    }
    expect(failures).toEqual([]);
    // About 400 requests and 200 fresh sets of records: far longer than one API test.
  }, 600_000);
});
