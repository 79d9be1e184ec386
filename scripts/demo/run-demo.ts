import type { FastifyInstance, InjectOptions } from 'fastify';
import { addDays } from '../../src/core/dates.js';
import { buildApp } from '../../src/server/app.js';
import type { Config } from '../../src/server/config.js';
import type { Db } from '../../src/server/db/database.js';
import { migrateToLatest } from '../../src/server/db/migrate.js';
import { ensureOwner } from '../../src/server/features/auth/index.js';
import { multipart } from '../lib/multipart.js';
import { verifyPassword } from '../../src/server/lib/passwords.js';
import { createSession, hashToken, SESSION_COOKIE } from '../../src/server/lib/sessions.js';
import { ownerToday } from '../../src/server/lib/owner-time.js';
import { openConfiguredDatabase } from '../../src/server/server.js';
import { CLIENTS, PROJECTS, SUBCONTRACTORS, UPDATE_NOTES, VENDORS } from './demo-data.js';
import { INVOICES, TASKS } from './demo-work.js';
import { sitePhoto } from './site-photo.js';

// Everything goes through the real API (buildApp + inject), so every rule runs:
// validation, invoice numbering, task completion adding an update, file storage.

export class DemoError extends Error {}

export interface DemoCounts {
  contacts: number;
  projects: number;
  tasks: number;
  updates: number;
  photos: number;
  invoices: number;
  /** Which password signs the owner in, in plain words (printed by `npm run demo`). */
  signIn: string;
}

/**
 * The owner account, and which password is in force. OWNER_PASSWORD only applies when the
 * owner is created: an owner made by an earlier `npm start` keeps the password printed
 * then, so a different OWNER_PASSWORD is refused here instead of silently ignored.
 */
async function ownerForDemo(db: Db, config: Config): Promise<string> {
  const username = config.OWNER_USERNAME;
  const existing = await db
    .selectFrom('users')
    .select(['username', 'password_hash'])
    .where('role', '=', 'owner')
    .orderBy('created_at')
    .executeTakeFirst();
  if (existing) {
    const configured = config.OWNER_PASSWORD;
    if (configured !== undefined && !(await verifyPassword(configured, existing.password_hash))) {
      throw new DemoError(
        `The owner account "${existing.username}" already exists (created by an earlier start), ` +
          'and OWNER_PASSWORD is not its password: OWNER_PASSWORD is only used when the owner ' +
          'is first created, so it would not sign you in. Nothing was added. Either sign in ' +
          'with the password printed at that first start and run the demo without ' +
          `OWNER_PASSWORD, set the password with \`npm run reset-password -- ${existing.username}\`, ` +
          'or run the demo on an empty DATA_DIR (or database).',
      );
    }
    return configured !== undefined
      ? `Sign in as ${existing.username} with OWNER_PASSWORD.`
      : `Sign in as ${existing.username} with the password it already has (the demo does not change it).`;
  }
  const { generatedPassword } = await ensureOwner(db, username, config.OWNER_PASSWORD);
  return generatedPassword
    ? `Sign in as ${username} with the generated password ${generatedPassword} (shown once).`
    : `Sign in as ${username} with OWNER_PASSWORD.`;
}

const TABLES = ['clients', 'projects', 'tasks', 'updates', 'invoices'] as const;

async function existingRecords(db: Db): Promise<number> {
  let total = 0;
  for (const table of TABLES) {
    const row = await db
      .selectFrom(table)
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    total += Number(row.n);
  }
  return total;
}

const slug = (name: string) =>
  name
    .toLowerCase()
    .replace(/[^a-z]+/g, '.')
    .replace(/^\.|\.$/g, '');

async function fill(
  app: FastifyInstance,
  cookie: string,
  today: string,
): Promise<Omit<DemoCounts, 'signIn'>> {
  const call = async <T>(options: InjectOptions, expected = 201): Promise<T> => {
    const response = await app.inject({ ...options, headers: { ...options.headers, cookie } });
    if (response.statusCode !== expected) {
      throw new DemoError(
        `${options.method} ${options.url} answered ${response.statusCode}: ${response.body}`,
      );
    }
    return response.json<T>();
  };
  const post = <T>(url: string, payload: object) => call<T>({ method: 'POST', url, payload });

  await call(
    {
      method: 'PUT',
      url: '/api/settings/business-profile',
      payload: {
        name: 'Keller Engineering & Construction',
        address: '14 Mill Road\nFairview, IL 62701',
        email: 'office@keller-ec.example',
        phone: '(217) 555-0142',
      },
    },
    200,
  );

  let phone = 100;
  const contact = (
    person: { name: string; company: string | null; position?: string | null },
    type: string,
    trade: string | null,
  ) =>
    post<{ id: string }>('/api/clients', {
      name: person.name,
      email: `${slug(person.name)}@${person.company ? slug(person.company).split('.')[0] : 'mail'}.example`,
      phone: `(217) 555-0${(phone += 7)}`,
      company: person.company,
      position: person.position ?? null,
      type,
      trade,
    });
  const clients = [];
  for (const c of CLIENTS) clients.push(await contact(c, 'Client', null));
  for (const v of VENDORS) await contact(v, 'Vendor', v.trade);
  for (const s of SUBCONTRACTORS)
    await contact({ ...s, position: 'Owner' }, 'Subcontractor', s.trade);

  const projects: { id: string; clientId: string }[] = [];
  for (const p of PROJECTS) {
    const clientId = clients[p.client]!.id;
    const created = await post<{ id: string }>('/api/projects', {
      name: p.name,
      clientId,
      status: p.status,
      address: p.address,
      startDate: addDays(today, p.start),
      endDate: addDays(today, p.end),
      description: p.description,
    });
    projects.push({ id: created.id, clientId });
  }

  for (const t of TASKS) {
    // A finished task has its whole checklist ticked.
    const checklist = t.checklist?.map((text, i) => ({
      text,
      completed: t.complete === true || (t.done?.includes(i) ?? false),
    }));
    const task = await post<{ id: string }>('/api/tasks', {
      title: t.title,
      description: t.description ?? null,
      projectId: projects[t.project]!.id,
      dueDate: t.dueIn === undefined ? null : addDays(today, t.dueIn),
      checklist: checklist ? JSON.stringify(checklist) : null,
    });
    if (t.complete) {
      await call(
        { method: 'PATCH', url: `/api/tasks/${task.id}`, payload: { status: 'completed' } },
        200,
      );
    }
  }

  // A month of updates, oldest first, about every other one with site photos. They
  // follow the tasks, so today's photo updates top the lists rather than task notes.
  let photos = 0;
  const last = UPDATE_NOTES.length - 1;
  for (const [index, [project, note]] of UPDATE_NOTES.entries()) {
    const isToday = index >= last - 1;
    const date = addDays(today, isToday ? 0 : -Math.round(29 - (index * 29) / last));
    const count = isToday ? 2 : index % 2 === 0 ? 1 + (index % 3 === 0 ? 1 : 0) : 0;
    const files = Array.from({ length: count }, (_, n) => ({
      filename: `site-${date}-${n + 1}.png`,
      contentType: 'image/png',
      data: sitePhoto(index * 7 + n + 1),
    }));
    photos += count;
    await call({
      method: 'POST',
      url: '/api/updates',
      ...multipart({ projectId: projects[project]!.id, note, date }, files),
    });
  }

  for (const [project, daysAgo, paid, items] of INVOICES) {
    await post('/api/invoices', {
      clientId: projects[project]!.clientId,
      projectId: projects[project]!.id,
      date: addDays(today, -daysAgo),
      status: paid ? 'Paid' : 'Pending',
      items: items.map(([description, quantity, rate]) => ({ description, quantity, rate })),
    });
  }

  return {
    contacts: CLIENTS.length + VENDORS.length + SUBCONTRACTORS.length,
    projects: PROJECTS.length,
    tasks: TASKS.length,
    // Each task adds an update when created and another when completed (decision 012).
    updates: UPDATE_NOTES.length + TASKS.length + TASKS.filter((t) => t.complete).length,
    photos,
    invoices: INVOICES.length,
  };
}

/** Fills the configured instance with demo data; refuses one that has records unless forced. */
export async function runDemo(
  config: Config,
  options: { force?: boolean } = {},
): Promise<DemoCounts> {
  const db = openConfiguredDatabase(config);
  try {
    await migrateToLatest(db);
    const existing = await existingRecords(db);
    if (existing > 0 && !options.force) {
      throw new DemoError(
        `This instance already has ${existing} records (contacts, projects, tasks, updates or invoices). ` +
          'The demo fills an empty instance only. Use an empty DATA_DIR (or database), ' +
          'or run `npm run demo -- --force` to add the demo data anyway.',
      );
    }
    const signIn = await ownerForDemo(db, config);
    const owner = await db
      .selectFrom('users')
      .select('id')
      .orderBy('created_at')
      .executeTakeFirstOrThrow();
    const app = await buildApp({ config, db, logger: false });
    const session = await createSession(db, owner.id);
    try {
      await app.ready();
      const counts = await fill(app, `${SESSION_COOKIE}=${session.token}`, await ownerToday(db));
      return { ...counts, signIn };
    } finally {
      await db.deleteFrom('sessions').where('token_hash', '=', hashToken(session.token)).execute();
      await app.close();
    }
  } finally {
    await db.destroy();
  }
}
