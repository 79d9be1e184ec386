import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { autocannon } from './load-client.js';

// A compressed answer as the benchmark receives it: bytes that are not UTF-8.
const body = Buffer.alloc(64 * 1024, 0xff);
let server: http.Server;
let url: string;

beforeAll(async () => {
  server = http.createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'application/octet-stream' });
    response.end(body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

test('counts every answer and its bytes, and keeps none of the bodies', async () => {
  const seen: number[] = [];
  const result = await autocannon({
    url,
    connections: 2,
    amount: 10,
    requests: [
      {
        onResponse: (_status: number, received: string) => {
          seen.push(received.length);
        },
      },
    ],
  });
  expect(result.requests.total).toBe(10);
  expect(result['2xx']).toBe(10);
  expect(result.errors).toBe(0);
  expect(result.throughput.total).toBeGreaterThanOrEqual(10 * body.length);
  expect(seen).toEqual(Array.from({ length: 10 }, () => 0));
});
