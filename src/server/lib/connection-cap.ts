import type { Server, Socket } from 'node:net';

// One address opening thousands of connections (slow ones, or simply many) starves
// everyone else of sockets and memory. Past the cap its new connections are closed at
// once, before a byte is read (decision 131). A reverse proxy's connections carry
// every visitor behind it, so trusted proxies are exempt: limit clients at the proxy.

export interface ConnectionCapOptions {
  /** Open connections allowed per remote address; 0 = no cap. */
  maxPerAddress: number;
  /** Addresses never capped (trusted proxies). */
  exempt?: (address: string) => boolean;
  /** Called when an address first reaches the cap (once until it drops below). */
  onCapped?: (address: string) => void;
}

export function capConnectionsPerAddress(server: Server, options: ConnectionCapOptions): void {
  if (options.maxPerAddress <= 0) return;
  const open = new Map<string, number>();
  const capped = new Set<string>();
  server.on('connection', (socket: Socket) => {
    const address = socket.remoteAddress;
    if (address === undefined) return void socket.destroy(); // already gone
    if (options.exempt?.(address)) return;
    const count = open.get(address) ?? 0;
    if (count >= options.maxPerAddress) {
      if (!capped.has(address)) {
        capped.add(address);
        options.onCapped?.(address);
      }
      return void socket.destroy();
    }
    open.set(address, count + 1);
    socket.once('close', () => {
      const left = (open.get(address) ?? 1) - 1;
      if (left > 0) open.set(address, left);
      else open.delete(address);
      capped.delete(address);
    });
  });
}
