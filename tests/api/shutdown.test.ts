import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { afterAll, describe, expect, it } from 'vitest';
import { signInTo, startServerProcess } from './helpers/server-process.js';

// SIGTERM while an upload is still streaming in: the upload finishes and is stored,
// new connections are refused, the process exits 0 and the database was closed
// (SQLite removes its -wal file when the last connection closes cleanly).

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sitebook-shutdown-'));
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('graceful shutdown', () => {
  it('finishes a slow upload in flight, then exits 0 with the database closed', async () => {
    const server = await startServerProcess(dataDir, { LOG_LEVEL: 'info' });
    const cookie = await signInTo(server);
    const json = (url: string, body: unknown) =>
      fetch(`${server.baseUrl}${url}`, {
        method: 'POST',
        headers: { cookie, 'content-type': 'application/json' },
        body: JSON.stringify(body),
      }).then((r) => r.json() as Promise<{ id: string }>);
    const client = await json('/api/clients', {
      name: 'Slow Client',
      email: 'slow@example.com',
      phone: '555',
      type: 'Client',
    });
    const project = await json('/api/projects', { name: 'Slow Project', clientId: client.id });

    const boundary = 'slowboundary';
    const head = Buffer.from(
      [
        `--${boundary}\r\nContent-Disposition: form-data; name="projectId"\r\n\r\n${project.id}\r\n`,
        `--${boundary}\r\nContent-Disposition: form-data; name="note"\r\n\r\nSlow upload\r\n`,
        `--${boundary}\r\nContent-Disposition: form-data; name="date"\r\n\r\n2026-03-04\r\n`,
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="slow.bin"\r\n`,
        'Content-Type: application/octet-stream\r\n\r\n',
      ].join(''),
    );
    const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
    const chunk = Buffer.alloc(64 * 1024, 7);
    const chunks = 12;
    const { port } = new URL(server.baseUrl);
    const request = http.request({
      host: '127.0.0.1',
      port,
      method: 'POST',
      path: '/api/updates',
      headers: {
        cookie,
        'content-type': `multipart/form-data; boundary=${boundary}`,
        'content-length': head.length + chunk.length * chunks + tail.length,
      },
    });
    const answered = new Promise<{ status: number; body: string }>((resolve, reject) => {
      request.on('response', (response) => {
        let body = '';
        response.on('data', (data: Buffer) => (body += data.toString()));
        response.on('end', () => resolve({ status: response.statusCode!, body }));
      });
      request.on('error', reject);
    });
    request.write(head);
    request.write(chunk);
    await sleep(300);

    server.child.kill('SIGTERM');
    await sleep(300);
    // The listener is closed: a new connection is refused while the upload goes on.
    await expect(fetch(`${server.baseUrl}/api/health`)).rejects.toThrow();
    for (let i = 1; i < chunks; i++) {
      request.write(chunk);
      await sleep(60);
    }
    request.end(tail);

    const response = await answered;
    expect(response.status, response.body).toBe(201);
    const update = JSON.parse(response.body) as { id: string; attachments: { size: number }[] };
    expect(update.attachments[0]!.size).toBe(chunk.length * chunks);

    expect(await server.exited).toEqual({ code: 0, signal: null });
    expect(server.output()).toContain('shutting down');
    expect(fs.existsSync(path.join(dataDir, 'sitebook.db-wal')), 'database closed').toBe(false);
    const db = new SQLite(path.join(dataDir, 'sitebook.db'), { readonly: true });
    const row = db.prepare('SELECT size FROM update_files WHERE update_id = ?').get(update.id);
    db.close();
    expect(row).toEqual({ size: chunk.length * chunks });
  }, 60_000);
});
