import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { afterAll, describe, expect, it } from 'vitest';
import { signInTo, startServerProcess, type ServerProcess } from './helpers/server-process.js';

// The real server on SQLite gets a burst of writes and is killed with SIGKILL at a
// random moment, ten times over one data directory. After each kill the database
// passes integrity_check and holds every write the server acknowledged; after each
// restart the uploads folder holds exactly the files the rows name, with the bytes sent.

const ITERATIONS = 10;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sitebook-crash-'));
const dbFile = path.join(dataDir, 'sitebook.db');
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

const acknowledged = {
  tasks: new Set<string>(),
  updates: new Map<string, string>(), // update id -> sha256 of its file
  invoices: new Set<string>(),
};

async function send(server: ServerProcess, cookie: string, url: string, body: unknown) {
  const response = await fetch(`${server.baseUrl}${url}`, {
    method: 'POST',
    headers: {
      cookie,
      ...(body instanceof FormData ? {} : { 'content-type': 'application/json' }),
    },
    body: body instanceof FormData ? body : JSON.stringify(body),
  });
  if (response.status !== 201)
    throw new Error(`${url}: ${response.status} ${await response.text()}`);
  return response.json() as Promise<{ id: string }>;
}

/** Writes until the server dies; records what it acknowledged. */
async function writer(
  server: ServerProcess,
  cookie: string,
  ctx: { clientId: string; projectId: string },
  n: number,
) {
  for (let i = 0; ; i++) {
    const kind = (n + i) % 3;
    try {
      if (kind === 0) {
        const task = await send(server, cookie, '/api/tasks', {
          title: `Crash task ${n}.${i}`,
          projectId: ctx.projectId,
        });
        acknowledged.tasks.add(task.id);
      } else if (kind === 1) {
        const bytes = crypto.randomBytes(20_000 + Math.floor(Math.random() * 300_000));
        const form = new FormData();
        form.set('projectId', ctx.projectId);
        form.set('note', `Crash update ${n}.${i}`);
        form.set('date', '2026-03-04');
        form.set('file', new Blob([bytes]), `site-${n}-${i}.bin`);
        const update = await send(server, cookie, '/api/updates', form);
        acknowledged.updates.set(
          update.id,
          crypto.createHash('sha256').update(bytes).digest('hex'),
        );
      } else {
        const invoice = await send(server, cookie, '/api/invoices', {
          clientId: ctx.clientId,
          projectId: ctx.projectId,
          date: '2026-03-04',
          items: [{ description: `Crash line ${n}.${i}`, quantity: 1, rate: 12.5 }],
        });
        acknowledged.invoices.add(invoice.id);
      }
    } catch (error) {
      if (server.child.exitCode !== null || server.child.signalCode !== null) return;
      if (error instanceof TypeError) return; // the connection died with the process
      throw error;
    }
  }
}

function checkDatabaseAfterCrash() {
  const db = new SQLite(dbFile);
  try {
    expect(db.pragma('integrity_check', { simple: true })).toBe('ok');
    expect(db.pragma('foreign_key_check')).toEqual([]);
    const ids = (table: string) =>
      new Set((db.prepare(`SELECT id FROM ${table}`).all() as { id: string }[]).map((r) => r.id));
    const tasks = ids('tasks');
    const updates = ids('updates');
    const invoices = ids('invoices');
    for (const id of acknowledged.tasks) expect(tasks.has(id), `task ${id}`).toBe(true);
    for (const id of acknowledged.updates.keys())
      expect(updates.has(id), `update ${id}`).toBe(true);
    for (const id of acknowledged.invoices) expect(invoices.has(id), `invoice ${id}`).toBe(true);
    const numbers = db.prepare('SELECT invoice_number FROM invoices').all();
    expect(new Set(numbers.map((r) => (r as { invoice_number: string }).invoice_number)).size).toBe(
      numbers.length,
    );
  } finally {
    db.close();
  }
}

/** After a (re)start: the uploads folder and the rows agree, bytes included. */
function checkUploads() {
  const db = new SQLite(dbFile, { readonly: true });
  try {
    const rows = db.prepare('SELECT update_id, storage_key, size FROM update_files').all() as {
      update_id: string;
      storage_key: string;
      size: number;
    }[];
    const root = path.join(dataDir, 'uploads');
    const onDisk = fs.existsSync(root) ? fs.readdirSync(root) : [];
    expect(
      onDisk.filter((name) => !/^[a-f0-9]{40}$/.test(name)),
      'temporary or stray files',
    ).toEqual([]);
    expect(new Set(onDisk), 'files on disk = files in rows').toEqual(
      new Set(rows.map((r) => r.storage_key)),
    );
    const byUpdate = new Map(rows.map((row) => [row.update_id, row]));
    for (const [updateId, sha] of acknowledged.updates) {
      const row = byUpdate.get(updateId);
      expect(row, `file of update ${updateId}`).toBeDefined();
      const bytes = fs.readFileSync(path.join(root, row!.storage_key));
      expect(bytes.length).toBe(row!.size);
      expect(crypto.createHash('sha256').update(bytes).digest('hex')).toBe(sha);
    }
  } finally {
    db.close();
  }
}

describe('SIGKILL during a burst of writes (SQLite)', () => {
  it(`keeps every acknowledged write and no stray upload, ${ITERATIONS} times`, async () => {
    let ctx: { clientId: string; projectId: string } | undefined;
    let swept = 0; // unfinished or unreferenced uploads the restarts cleaned up
    for (let iteration = 0; iteration < ITERATIONS; iteration++) {
      const server = await startServerProcess(dataDir, { LOG_LEVEL: 'info' });
      checkUploads();
      swept += Number(/"removed":(\d+)/.exec(server.output())?.[1] ?? 0);
      const cookie = await signInTo(server);
      if (!ctx) {
        const client = await send(server, cookie, '/api/clients', {
          name: 'Crash Client',
          email: 'crash@example.com',
          phone: '555-0100',
          type: 'Client',
        });
        const project = await send(server, cookie, '/api/projects', {
          name: 'Crash Project',
          clientId: client.id,
          status: 'In Progress',
        });
        ctx = { clientId: client.id, projectId: project.id };
      }
      const writers = Array.from({ length: 6 }, (_, n) =>
        writer(server, cookie, ctx!, iteration * 10 + n),
      );
      await new Promise((resolve) => setTimeout(resolve, 150 + Math.random() * 900));
      server.child.kill('SIGKILL');
      expect((await server.exited).signal).toBe('SIGKILL');
      await Promise.all(writers);
      checkDatabaseAfterCrash();
    }
    const last = await startServerProcess(dataDir, { LOG_LEVEL: 'info' });
    checkUploads();
    swept += Number(/"removed":(\d+)/.exec(last.output())?.[1] ?? 0);
    console.log(
      `crash safety: ${acknowledged.tasks.size} tasks, ${acknowledged.updates.size} updates, ${acknowledged.invoices.size} invoices acknowledged; ${swept} stray uploads swept`,
    );
    last.child.kill('SIGTERM');
    expect((await last.exited).code).toBe(0);
    expect(
      acknowledged.tasks.size + acknowledged.updates.size + acknowledged.invoices.size,
    ).toBeGreaterThan(ITERATIONS * 3);
  }, 300_000);
});
