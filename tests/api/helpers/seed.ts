import type { Db } from '../../../src/server/db/database.js';
import { newId, nowIso } from '../../../src/server/lib/ids.js';

// Direct inserts for tests that need records of another feature to exist.
// Tests of a feature's own rules go through its HTTP API instead.

export async function seedClient(
  db: Db,
  values: Partial<{
    name: string;
    email: string;
    phone: string;
    type: string;
    trade: string | null;
    company: string | null;
  }> = {},
) {
  const row = {
    id: newId(),
    name: values.name ?? 'Dana Client',
    email: values.email ?? 'dana@example.com',
    phone: values.phone ?? '555-0100',
    company: values.company ?? null,
    position: null,
    type: values.type ?? 'Client',
    trade: values.trade ?? null,
    created_at: nowIso(),
    updated_at: nowIso(),
  };
  await db.insertInto('clients').values(row).execute();
  return row;
}

export async function seedProject(
  db: Db,
  values: Partial<{ name: string; clientId: string; status: string; address: string | null }> = {},
) {
  const clientId = values.clientId ?? (await seedClient(db)).id;
  const row = {
    id: newId(),
    name: values.name ?? 'Maple Street Renovation',
    client_id: clientId,
    status: values.status ?? 'Planning',
    address: values.address === undefined ? '12 Maple Street' : values.address,
    start_date: null,
    end_date: null,
    description: null,
    created_at: nowIso(),
    updated_at: nowIso(),
  };
  await db.insertInto('projects').values(row).execute();
  return row;
}

export async function seedTask(
  db: Db,
  values: Partial<{
    title: string;
    projectId: string;
    status: string;
    checklist: string | null;
    dueDate: string | null;
  }> = {},
) {
  const projectId = values.projectId ?? (await seedProject(db)).id;
  const status = values.status ?? 'pending';
  const row = {
    id: newId(),
    title: values.title ?? 'Pour footings',
    description: null,
    project_id: projectId,
    status,
    due_date: values.dueDate ?? null,
    checklist: values.checklist ?? null,
    completed_at: status === 'completed' ? nowIso() : null,
    created_at: nowIso(),
    updated_at: nowIso(),
  };
  await db.insertInto('tasks').values(row).execute();
  return row;
}

export async function seedUpdate(
  db: Db,
  values: Partial<{
    projectId: string;
    note: string;
    date: string;
    checklist: string | null;
    createdAt: string;
  }> = {},
) {
  const projectId = values.projectId ?? (await seedProject(db)).id;
  const row = {
    id: newId(),
    project_id: projectId,
    note: values.note ?? 'Framing inspection passed.',
    date: values.date ?? new Date().toISOString().slice(0, 10),
    checklist: values.checklist ?? null,
    created_at: values.createdAt ?? nowIso(),
    updated_at: nowIso(),
  };
  await db.insertInto('updates').values(row).execute();
  return row;
}
