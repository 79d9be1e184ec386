import { sql } from 'kysely';
import { dialectOf, type Db } from '../../src/server/db/database.js';
import type { DB } from '../../src/server/db/schema.js';
import { ensureOwner } from '../../src/server/features/auth/index.js';

// A realistic, reproducible data set: the same seed gives the same rows (ids,
// names, notes), only anchored on the given "today" so the weekly summary and
// the daily update always have recent data to work on.

export type SizeName = 'small' | 'large' | 'huge';

export interface SizeSpec {
  contacts: number;
  projects: number;
  tasks: number;
  updates: number;
  invoices: number;
  /** How many years of history the updates and tasks cover. */
  years: number;
}

export const SIZES: Record<SizeName, SizeSpec> = {
  small: { contacts: 50, projects: 20, tasks: 2_000, updates: 5_000, invoices: 500, years: 2 },
  large: {
    contacts: 1_000,
    projects: 1_000,
    tasks: 100_000,
    updates: 100_000,
    invoices: 10_000,
    years: 10,
  },
  huge: {
    contacts: 10_000,
    projects: 10_000,
    tasks: 1_000_000,
    updates: 1_000_000,
    invoices: 100_000,
    years: 10,
  },
};

/** Words the benchmark searches for: one in about a quarter of the notes, one in three records. */
export const SEARCH_WORDS = { common: 'concrete', rare: 'cofferdam', prefix: 'renov' };
export const RARE_WORD_RECORDS = 3;

const BATCH = 500;

/** mulberry32: tiny, fast and good enough to make data look varied. */
export function prng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const FIRST = ['Ana', 'Ben', 'Carla', 'Dev', 'Elena', 'Farid', 'Grace', 'Hugo', 'Iris', 'José'];
const LAST = ['Silva', 'Okafor', 'Nguyen', 'Müller', 'Rossi', 'Kowalski', 'Haddad', 'Tanaka'];
const TRADES = ['Electrical', 'Plumbing', 'Framing', 'Roofing', 'HVAC', 'Masonry', 'Drywall'];
const KINDS = [
  'Renovation',
  'Retrofit',
  'Extension',
  'Foundation',
  'Bridge',
  'Warehouse',
  'Fit-out',
];
const PLACES = ['Harbor', 'Oak Street', 'Hillside', 'Riverside', 'Mill Lane', 'Station Road'];
const VERBS = ['Poured', 'Inspected', 'Framed', 'Installed', 'Checked', 'Finished', 'Ordered'];
const THINGS = [
  'slab formwork',
  'rebar for the east wall',
  'drainage trench',
  'roof trusses',
  'window frames',
  'electrical rough-in',
  'steel beams',
  'stair stringers',
  'site fencing',
  'footing excavation',
];
const EXTRA = [
  'Weather held up.',
  'Client visited the site.',
  'Waiting on the engineer sign-off.',
  'Crew of four on site.',
  'Delivery arrived late.',
  'Photos attached for the record.',
];

type Rand = () => number;
const pick = <T>(rand: Rand, list: readonly T[]): T => list[Math.floor(rand() * list.length)]!;

function uuid(rand: Rand): string {
  const hex = Array.from({ length: 32 }, () => Math.floor(rand() * 16).toString(16));
  hex[12] = '4';
  hex[16] = ((Math.floor(rand() * 4) + 8) as number).toString(16);
  const h = hex.join('');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}`;
}

function addDays(date: string, days: number): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

function stamp(rand: Rand, date: string): string {
  const seconds = 6 * 3600 + Math.floor(rand() * 12 * 3600);
  const ms = Math.floor(rand() * 1000);
  return new Date(Date.parse(`${date}T00:00:00Z`) + seconds * 1000 + ms).toISOString();
}

function checklist(rand: Rand): string | null {
  if (rand() > 0.3) return null;
  const n = 2 + Math.floor(rand() * 4);
  return JSON.stringify(
    Array.from({ length: n }, () => ({ text: pick(rand, THINGS), completed: rand() < 0.5 })),
  );
}

function note(rand: Rand, rare: boolean): string {
  const words = [`${pick(rand, VERBS)} ${pick(rand, THINGS)}.`];
  if (rand() < 0.25) words.push(`Checked the ${SEARCH_WORDS.common} cylinders.`);
  if (rand() < 0.5) words.push(pick(rand, EXTRA));
  if (rare) words.push(`Pumped out the ${SEARCH_WORDS.rare} overnight.`);
  return words.join(' ');
}

async function insertRows<T extends keyof DB>(
  db: Db,
  table: T,
  count: number,
  make: (i: number) => Record<string, unknown>,
): Promise<void> {
  // One transaction per 20 batches: fast on both databases without one huge WAL.
  for (let start = 0; start < count; start += BATCH * 20) {
    await db.transaction().execute(async (trx) => {
      for (let i = start; i < Math.min(count, start + BATCH * 20); i += BATCH) {
        const rows = [];
        for (let j = i; j < Math.min(count, i + BATCH); j++) rows.push(make(j));
        // Rows are built per table above; Kysely cannot check a table chosen at run time.
        await trx
          .insertInto(table)
          .values(rows as never)
          .execute();
      }
    });
  }
}

export interface SeedResult {
  projectIds: string[];
  clientIds: string[];
  counts: SizeSpec;
  ms: number;
}

/** Fills a freshly migrated database; returns a few ids the benchmark needs. */
export async function seedDatabase(
  db: Db,
  size: SizeName,
  options: { today: string; ownerPassword: string; log?: (line: string) => void },
): Promise<SeedResult> {
  const started = Date.now();
  const spec = SIZES[size];
  const log = options.log ?? (() => {});
  const rand = prng(20261121);
  const days = spec.years * 365;
  const startDate = addDays(options.today, -days + 1);
  await ensureOwner(db, 'admin', options.ownerPassword);

  const clientIds: string[] = [];
  await insertRows(db, 'clients', spec.contacts, (i) => {
    const id = uuid(rand);
    const type = i % 5 < 3 ? 'Client' : i % 5 === 3 ? 'Vendor' : 'Subcontractor';
    if (type === 'Client') clientIds.push(id);
    const created = stamp(rand, addDays(startDate, Math.floor((i / spec.contacts) * days)));
    return {
      id,
      name: `${pick(rand, FIRST)} ${pick(rand, LAST)} ${i + 1}`,
      email: `contact${i + 1}@example.com`,
      phone: `555-${String(1000 + (i % 9000)).padStart(4, '0')}`,
      company:
        rand() < 0.7 ? `${pick(rand, LAST)} ${pick(rand, ['Builders', 'Homes', 'Ltd'])}` : null,
      position: rand() < 0.5 ? pick(rand, ['Owner', 'Manager', 'Architect']) : null,
      type,
      trade: type === 'Client' ? null : pick(rand, TRADES),
      created_at: created,
      updated_at: created,
    };
  });
  log(`  contacts ${spec.contacts}`);

  const projectIds: string[] = [];
  const projectNames: string[] = [];
  await insertRows(db, 'projects', spec.projects, (i) => {
    const id = uuid(rand);
    projectIds.push(id);
    const name = `${pick(rand, PLACES)} ${pick(rand, KINDS)} ${i + 1}`;
    projectNames.push(name);
    const start = addDays(startDate, Math.floor((i / spec.projects) * days));
    return {
      id,
      name,
      client_id: clientIds[i % clientIds.length]!,
      status: i >= spec.projects - Math.ceil(spec.projects / 10) ? 'In Progress' : 'Completed',
      address: rand() < 0.8 ? `${100 + i} ${pick(rand, PLACES)} Ave` : null,
      start_date: start,
      end_date: addDays(start, 90 + Math.floor(rand() * 300)),
      description: rand() < 0.5 ? `${pick(rand, KINDS)} works for the owner.` : null,
      created_at: stamp(rand, start),
      updated_at: stamp(rand, start),
    };
  });
  log(`  projects ${spec.projects}`);

  // Work is spread evenly over the years, each row on the projects running then.
  const projectAt = (fraction: number) => {
    const base = Math.floor(fraction * spec.projects);
    return Math.min(spec.projects - 1, base + Math.floor(rand() * 3));
  };
  await insertRows(db, 'tasks', spec.tasks, (i) => {
    const fraction = i / spec.tasks;
    const date = addDays(startDate, Math.floor(fraction * days));
    const created = stamp(rand, date);
    const completed = fraction < 0.97 || rand() < 0.3;
    return {
      id: uuid(rand),
      title: `${pick(rand, VERBS)} ${pick(rand, THINGS)}`,
      description: rand() < 0.4 ? pick(rand, EXTRA) : null,
      project_id: projectIds[projectAt(fraction)]!,
      status: completed ? 'completed' : 'pending',
      due_date: rand() < 0.5 ? addDays(date, 7) : null,
      checklist: checklist(rand),
      completed_at: completed ? stamp(rand, addDays(date, Math.floor(rand() * 5))) : null,
      created_at: created,
      updated_at: created,
    };
  });
  log(`  tasks ${spec.tasks}`);

  const rareEvery = Math.floor(spec.updates / RARE_WORD_RECORDS);
  const fileUpdates: string[] = [];
  await insertRows(db, 'updates', spec.updates, (i) => {
    const fraction = i / spec.updates;
    const date = addDays(startDate, Math.floor(fraction * days));
    const created = stamp(rand, date);
    const id = uuid(rand);
    if (i % 10 === 0) fileUpdates.push(id);
    return {
      id,
      project_id: projectIds[projectAt(fraction)]!,
      note: note(rand, i % rareEvery === rareEvery - 1),
      date,
      checklist: checklist(rand),
      created_at: created,
      updated_at: created,
    };
  });
  log(`  updates ${spec.updates}`);

  // Rows only (no bytes on disk): lists show file names; downloads are not benchmarked.
  await insertRows(db, 'update_files', fileUpdates.length, (i) => ({
    id: uuid(rand),
    update_id: fileUpdates[i]!,
    name: `site-photo-${i + 1}.jpg`,
    size: 200_000 + Math.floor(rand() * 3_000_000),
    content_type: 'image/jpeg',
    storage_key: uuid(rand).replaceAll('-', '').padEnd(40, '0'),
    position: 0,
    created_at: '2026-01-01T00:00:00.000Z',
  }));
  log(`  update files ${fileUpdates.length}`);

  await insertRows(db, 'invoices', spec.invoices, (i) => {
    const p = Math.floor((i / spec.invoices) * spec.projects);
    const date = addDays(startDate, Math.floor((i / spec.invoices) * days));
    const qty = 1 + Math.floor(rand() * 10);
    const rate = 50 + Math.floor(rand() * 200);
    const created = stamp(rand, date);
    return {
      id: uuid(rand),
      invoice_number: `INV-${String(i + 1).padStart(3, '0')}`,
      client_id: clientIds[p % clientIds.length]!,
      client_name: `Client ${p % clientIds.length}`,
      project_id: projectIds[p]!,
      project_name: projectNames[p]!,
      amount: qty * rate * 100,
      date,
      status: rand() < 0.8 ? 'Paid' : 'Pending',
      items: JSON.stringify([{ description: pick(rand, THINGS), quantity: qty, rate }]),
      created_at: created,
      updated_at: created,
    };
  });
  await db
    .updateTable('invoice_counter')
    .set({ value: spec.invoices })
    .where('name', '=', 'invoice')
    .execute();
  log(`  invoices ${spec.invoices}`);

  // PostgreSQL's autovacuum would analyze these tables soon after such a load.
  if (dialectOf(db) === 'postgres') await sql`analyze`.execute(db);
  return { projectIds, clientIds, counts: spec, ms: Date.now() - started };
}
