import net from 'node:net';

export interface RawResponse {
  status: number;
  headers: string;
  body: string;
}

/**
 * Sends one request exactly as written (any request target, even absolute-form
 * or malformed ones that HTTP clients refuse to send) and reads the answer.
 */
export function rawRequest(
  port: number,
  options: { method: string; target: string; headers?: Record<string, string>; body?: string },
): Promise<RawResponse> {
  const body = options.body ?? '';
  const headers: Record<string, string> = {
    host: `127.0.0.1:${port}`,
    connection: 'close',
    ...(body && { 'content-type': 'application/json', 'content-length': String(body.length) }),
    ...options.headers,
  };
  const head = [
    `${options.method} ${options.target} HTTP/1.1`,
    ...Object.entries(headers).map(([name, value]) => `${name}: ${value}`),
  ].join('\r\n');
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1');
    const chunks: Buffer[] = [];
    socket.setTimeout(20_000, () => socket.destroy(new Error(`no answer to ${options.target}`)));
    socket.on('data', (chunk) => chunks.push(chunk));
    socket.on('error', reject);
    socket.on('close', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      const [headText = '', ...rest] = text.split('\r\n\r\n');
      const status = Number(/^HTTP\/1\.1 (\d{3})/.exec(headText)?.[1] ?? 0);
      resolve({ status, headers: headText, body: rest.join('\r\n\r\n') });
    });
    socket.write(`${head}\r\n\r\n${body}`);
  });
}
