import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInTo, startServerProcess, type ServerProcess } from './helpers/server-process.js';

// Slowloris against the real server (src/server/main.ts) on loopback, with short
// limits set through config (decision 131): connections that trickle their headers or
// their body, or send nothing, are closed by the server; the app keeps answering
// meanwhile; a steady slow upload is not cut; one address gets at most
// MAX_CONNECTIONS_PER_ADDRESS connections. Linux routes all of 127.0.0.0/8 to
// loopback, so each group of connections comes from an address of its own, and the
// test's own fetch calls (from 127.0.0.1) are never the ones capped.

const HEADERS_TIMEOUT_S = 2;
const BODY_TIMEOUT_S = 3;
const CAP = 5;
// Generous: the machine may be busy. Only "closed at all, well before this" is asserted.
const SLACK_MS = 20_000;

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sitebook-slow-'));
let server: ServerProcess;
let port: number;
let cookie: string;

beforeAll(async () => {
  server = await startServerProcess(dataDir, {
    HEADERS_TIMEOUT_SECONDS: String(HEADERS_TIMEOUT_S),
    BODY_TIMEOUT_SECONDS: String(BODY_TIMEOUT_S),
    MAX_CONNECTIONS_PER_ADDRESS: String(CAP),
  });
  port = Number(new URL(server.baseUrl).port);
  cookie = await signInTo(server);
});
afterAll(async () => {
  server.child.kill('SIGTERM');
  await server.exited;
  fs.rmSync(dataDir, { recursive: true, force: true });
});

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

interface Connection {
  socket: net.Socket;
  /** Everything the server sent. */
  received(): string;
  /** Resolves when the connection is closed, by either side. */
  closed: Promise<void>;
  isClosed(): boolean;
}

async function connectFrom(localAddress: string): Promise<Connection> {
  const socket = net.connect({ host: '127.0.0.1', port, localAddress });
  let text = '';
  let isClosed = false;
  socket.on('data', (chunk: Buffer) => (text += chunk.toString('latin1')));
  socket.on('error', () => {}); // a reset is one way of being closed
  const closed = new Promise<void>((resolve) =>
    socket.once('close', () => {
      isClosed = true;
      resolve();
    }),
  );
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', resolve);
    socket.once('error', reject);
  });
  return { socket, received: () => text, closed, isClosed: () => isClosed };
}

/** Writes `bytes` one at a time until the server closes the connection or the deadline. */
async function trickle(connection: Connection, bytes: string, deadlineMs: number) {
  const started = Date.now();
  for (let i = 0; !connection.isClosed() && Date.now() - started < deadlineMs; i++) {
    connection.socket.write(bytes[i % bytes.length]!);
    await sleep(200);
  }
}

const health = () =>
  fetch(`${server.baseUrl}/api/health`).then(
    (response) => response.status,
    () => 0,
  );

describe('slow clients', () => {
  it('closes connections that send nothing, trickle their headers or trickle their body, and keeps answering', async () => {
    const headersDeadline = HEADERS_TIMEOUT_S * 1000 + SLACK_MS;
    // A stalled body may have just started its window when it stops: two windows.
    const bodyDeadline = 2 * BODY_TIMEOUT_S * 1000 + SLACK_MS;
    const jsonHead = (url: string, length: number) =>
      `POST ${url} HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n` +
      `Content-Length: ${length}\r\n\r\n`;
    const uploadHead =
      `POST /api/updates HTTP/1.1\r\nHost: 127.0.0.1\r\nCookie: ${cookie}\r\n` +
      `Content-Type: multipart/form-data; boundary=slow\r\nContent-Length: 5000000\r\n\r\n`;

    const attacks: Promise<{ kind: string; received: string; closed: boolean }>[] = [];
    for (const localAddress of ['127.0.0.10', '127.0.0.11', '127.0.0.12']) {
      const silent = await connectFrom(localAddress);
      const headers = await connectFrom(localAddress);
      const login = await connectFrom(localAddress);
      const upload = await connectFrom(localAddress);
      login.socket.write(jsonHead('/api/auth/login', 2000));
      upload.socket.write(uploadHead);
      const run = async (kind: string, connection: Connection, work: Promise<unknown>) => {
        await work;
        const closed = connection.isClosed();
        connection.socket.destroy();
        return { kind, received: connection.received(), closed };
      };
      attacks.push(
        run('silent', silent, Promise.race([silent.closed, sleep(headersDeadline)])),
        run(
          'headers',
          headers,
          trickle(
            headers,
            'GET /api/health HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Slow: aaaa',
            headersDeadline,
          ),
        ),
        run('login body', login, trickle(login, '{"username":"owner","password":"', bodyDeadline)),
        run(
          'upload body',
          upload,
          trickle(upload, '--slow\r\nContent-Disposition: x', bodyDeadline),
        ),
      );
    }

    // Twelve slow connections are open: the app answers everyone else.
    await sleep(500);
    expect(await health()).toBe(200);

    const results = await Promise.all(attacks);
    for (const result of results) {
      expect(result.closed, `${result.kind} connection closed by the server`).toBe(true);
      // Whatever the server said, it never started serving the slow request.
      expect(result.received, result.kind).not.toMatch(/^HTTP\/1\.1 2/);
    }
    expect(await health()).toBe(200);
    expect(server.output()).not.toMatch(/"level":(50|60)/); // no error or fatal log line
  }, 90_000);

  it('does not cut an upload that keeps sending, however long it takes', async () => {
    const boundary = 'steady';
    const fileBytes = 4096 * 60;
    const head =
      `--${boundary}\r\nContent-Disposition: form-data; name="projectId"\r\n\r\n${await projectId()}\r\n` +
      `--${boundary}\r\nContent-Disposition: form-data; name="note"\r\n\r\nSteady upload\r\n` +
      `--${boundary}\r\nContent-Disposition: form-data; name="date"\r\n\r\n2026-03-04\r\n` +
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="site.bin"\r\n` +
      'Content-Type: application/octet-stream\r\n\r\n';
    const tail = `\r\n--${boundary}--\r\n`;
    const connection = await connectFrom('127.0.0.20');
    connection.socket.write(
      `POST /api/updates HTTP/1.1\r\nHost: 127.0.0.1\r\nCookie: ${cookie}\r\nConnection: close\r\n` +
        `Content-Type: multipart/form-data; boundary=${boundary}\r\n` +
        `Content-Length: ${head.length + fileBytes + tail.length}\r\n\r\n${head}`,
    );
    // 4 KiB every 100 ms for 6 s: two body windows and three headers timeouts long.
    for (let i = 0; i < 60 && !connection.isClosed(); i++) {
      connection.socket.write(Buffer.alloc(4096, 7));
      await sleep(100);
    }
    connection.socket.write(tail);
    await Promise.race([connection.closed, sleep(30_000)]);
    expect(connection.received()).toMatch(/^HTTP\/1\.1 201/);
    const body = connection.received().split('\r\n\r\n').slice(1).join('\r\n\r\n');
    expect(body).toContain(`"size":${fileBytes}`);
  }, 60_000);

  it(`closes an address's connections beyond ${CAP} at once, and only that address's`, async () => {
    const address = '127.0.0.30';
    const held: Connection[] = [];
    for (let i = 0; i < CAP; i++) {
      const connection = await connectFrom(address);
      // A full request answered: the server has counted this connection (kept alive).
      connection.socket.write('GET /api/health HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n');
      for (let wait = 0; wait < 200 && !connection.received().includes('\r\n\r\n'); wait++) {
        await sleep(50);
      }
      expect(connection.received()).toMatch(/^HTTP\/1\.1 200/);
      held.push(connection);
    }

    // The kernel completes the handshake; the server closes the socket as it accepts it.
    const beyond = await connectFrom(address);
    beyond.socket.write('GET /api/health HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n');
    await Promise.race([beyond.closed, sleep(SLACK_MS)]);
    expect(beyond.isClosed(), 'connection beyond the cap closed').toBe(true);
    expect(beyond.received()).toBe('');
    // Every other address is served as before.
    expect(await health()).toBe(200);

    // A closed connection frees its place.
    held.pop()!.socket.destroy();
    let answered = '';
    for (let attempt = 0; attempt < 50 && !answered.startsWith('HTTP/1.1 200'); attempt++) {
      await sleep(100);
      const again = await connectFrom(address).catch(() => null);
      if (!again) continue;
      again.socket.write(
        'GET /api/health HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n',
      );
      await Promise.race([again.closed, sleep(10_000)]);
      answered = again.received();
      again.socket.destroy();
    }
    expect(answered).toMatch(/^HTTP\/1\.1 200/);
    for (const connection of held) connection.socket.destroy();
  }, 60_000);
});

async function projectId(): Promise<string> {
  const post = (url: string, body: unknown) =>
    fetch(`${server.baseUrl}${url}`, {
      method: 'POST',
      headers: { cookie, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    }).then((response) => response.json() as Promise<{ id: string }>);
  const client = await post('/api/clients', {
    name: 'Steady Client',
    email: 'steady@example.com',
    phone: '555',
    type: 'Client',
  });
  return (await post('/api/projects', { name: 'Steady Project', clientId: client.id })).id;
}
