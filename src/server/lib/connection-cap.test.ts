import net from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { capConnectionsPerAddress, type ConnectionCapOptions } from './connection-cap.js';

let server: net.Server | undefined;
const clients: net.Socket[] = [];
afterEach(async () => {
  for (const client of clients.splice(0)) client.destroy();
  if (server) await new Promise((resolve) => server!.close(resolve));
  server = undefined;
});

/** A server that greets every connection the cap lets through. */
async function listen(options: ConnectionCapOptions): Promise<number> {
  server = net.createServer();
  capConnectionsPerAddress(server, options);
  server.on('connection', (socket) => {
    if (!socket.destroyed) socket.write('hi');
  });
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
  return (server.address() as net.AddressInfo).port;
}

/** Connects and resolves with 'greeted' or 'closed', whichever the server does. */
function connect(port: number): Promise<'greeted' | 'closed'> {
  const client = net.connect(port, '127.0.0.1');
  clients.push(client);
  client.on('error', () => {});
  return new Promise((resolve) => {
    client.once('data', () => resolve('greeted'));
    client.once('close', () => resolve('closed'));
  });
}

describe('capConnectionsPerAddress', () => {
  it('closes connections beyond the cap and frees a place when one closes', async () => {
    const capped: string[] = [];
    const port = await listen({ maxPerAddress: 2, onCapped: (address) => capped.push(address) });
    expect(await connect(port)).toBe('greeted');
    expect(await connect(port)).toBe('greeted');
    expect(await connect(port)).toBe('closed');
    expect(await connect(port)).toBe('closed');
    expect(capped).toEqual(['127.0.0.1']); // logged once, not per refusal

    clients[0]!.destroy();
    let outcome: string = 'closed';
    for (let attempt = 0; attempt < 50 && outcome !== 'greeted'; attempt++) {
      await new Promise((resolve) => setTimeout(resolve, 20));
      outcome = await connect(port);
    }
    expect(outcome).toBe('greeted');
  });

  it('does not count trusted proxies, nor anyone when the cap is 0', async () => {
    for (const options of [{ maxPerAddress: 1, exempt: () => true }, { maxPerAddress: 0 }]) {
      const port = await listen(options);
      const outcomes = await Promise.all([connect(port), connect(port), connect(port)]);
      expect(outcomes).toEqual(['greeted', 'greeted', 'greeted']);
      for (const client of clients.splice(0)) client.destroy();
      await new Promise((resolve) => server!.close(resolve));
    }
    server = undefined;
  });
});
