import http from 'node:http';
import net from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { cutStalledBodies } from './stalled-bodies.js';

let server: http.Server | undefined;
afterEach(async () => {
  server?.closeAllConnections();
  if (server) await new Promise((resolve) => server!.close(resolve));
  server = undefined;
});

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A server that reads the body only after `readAfterMs` (like a route waiting on the database). */
async function listen(readAfterMs: number, stalled: string[], blockMs = 0): Promise<number> {
  server = http.createServer((request, response) => {
    // A busy event loop (another request's work) delays every timer and every read.
    const until = performance.now() + blockMs;
    while (performance.now() < until);
    void sleep(readAfterMs).then(() => {
      let size = 0;
      request.on('data', (chunk: Buffer) => (size += chunk.length));
      request.on('end', () => response.end(String(size)));
    });
  });
  cutStalledBodies(server, {
    // Wide enough that a starved test machine still moves a megabyte in one window.
    windowMs: 1000,
    minBytes: 1024,
    onStalled: (request) => stalled.push(request.url ?? ''),
  });
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
  return (server.address() as net.AddressInfo).port;
}

/** Sends a POST head and `body`; resolves with what came back once the server closes. */
function post(port: number, contentLength: number, body: Buffer, bodyAfterMs = 0): Promise<string> {
  const socket = net.connect(port, '127.0.0.1');
  let received = '';
  socket.on('data', (chunk: Buffer) => (received += chunk.toString()));
  socket.on('error', () => {});
  socket.write(
    `POST /stall HTTP/1.1\r\nHost: x\r\nConnection: close\r\nContent-Length: ${contentLength}\r\n\r\n`,
  );
  if (bodyAfterMs > 0) setTimeout(() => socket.write(body), bodyAfterMs);
  else socket.write(body);
  return new Promise((resolve) => socket.once('close', () => resolve(received)));
}

describe('cutStalledBodies', { timeout: 20_000 }, () => {
  it('closes a connection whose body stops arriving', async () => {
    const stalled: string[] = [];
    const port = await listen(0, stalled);
    expect(await post(port, 100_000, Buffer.alloc(10, 1))).toBe('');
    expect(stalled).toEqual(['/stall']);
  });

  it('does not blame the client for body the app has not read yet', async () => {
    const stalled: string[] = [];
    // Several windows pass before the app reads; the client sent everything at once.
    const port = await listen(4000, stalled);
    const size = 1024 * 1024;
    const answer = await post(port, size, Buffer.alloc(size, 1));
    expect(answer).toMatch(/^HTTP\/1\.1 200/);
    expect(answer.endsWith(String(size))).toBe(true);
    expect(stalled).toEqual([]);
  });

  it('does not blame the client when the app starts reading just as a window ends', async () => {
    const stalled: string[] = [];
    // The app's timer and the second window end together: the app has begun to read,
    // but the socket has not been read since, so that window saw no new body.
    const port = await listen(2000, stalled);
    const size = 1024 * 1024;
    const answer = await post(port, size, Buffer.alloc(size, 1));
    expect(answer).toMatch(/^HTTP\/1\.1 200/);
    expect(stalled).toEqual([]);
  });

  it('does not blame the client when a busy event loop made the window late', async () => {
    const stalled: string[] = [];
    const port = await listen(4000, stalled, 2500);
    const size = 1024 * 1024;
    // The head arrives alone; the body is sent while the server is busy, so the server's
    // late window fires before it has had a chance to read it.
    const answer = await post(port, size, Buffer.alloc(size, 1), 50);
    expect(answer).toMatch(/^HTTP\/1\.1 200/);
    expect(stalled).toEqual([]);
  });
});
