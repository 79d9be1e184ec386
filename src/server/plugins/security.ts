import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The route answers only scripts and style sheets, never a document or a worker: it is
     * sent without the headers only a document reads (decision 241).
     */
    subresource?: boolean;
  }
}

/**
 * Security headers; the CSP allows no inline or third-party script. A `subresource` route
 * gets those a script or style sheet is checked by; a route that declares a JSON answer
 * (a response schema) those an API answer is checked by (decision 254).
 */
export function registerSecurityHeaders(app: FastifyInstance): void {
  // Built once: the headers are the same for every response (no per-route
  // options, no nonces), and building helmet per request cost ~10% of a request.
  const setHeaders = helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // Mantine sets style attributes and injects its CSS variables at run time.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        manifestSrc: ["'self'"],
        workerSrc: ["'self'"],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
      },
    },
    crossOriginEmbedderPolicy: false,
    // Served over plain HTTP on a LAN too; HTTPS is the reverse proxy's job.
    strictTransportSecurity: false,
  });
  const headers = headersOf(setHeaders);
  const documentOnly = new Set<string>(DOCUMENT_ONLY_HEADERS);
  const subresourceHeaders = headers.filter(([name]) => !documentOnly.has(name.toLowerCase()));
  const jsonAnswerHeaders = [...subresourceHeaders, ...JSON_ANSWER_HEADERS];
  app.addHook('onRequest', (request, reply, done) => {
    const { config, schema } = request.routeOptions;
    const set = config.subresource
      ? subresourceHeaders
      : schema?.response
        ? jsonAnswerHeaders
        : headers;
    for (const [name, value] of set) reply.raw.setHeader(name, value);
    done();
  });
}

type HeaderValue = string | number | readonly string[];

/**
 * Headers that govern only a document (or a worker): what it may load, whether it may be
 * framed, its browsing-context group, and old browsers' download and plug-in handling.
 * A script or style sheet is neither, so on one they are ~550 bytes a file that no
 * browser reads: ~50 KB of a signed-in first screen's ~100 files (issue 20). What a
 * script or style sheet itself is checked by stays (`nosniff`, `Cross-Origin-Resource-Policy`,
 * `Referrer-Policy`, which a style sheet's own fetches follow).
 */
const DOCUMENT_ONLY_HEADERS = [
  'content-security-policy',
  'cross-origin-opener-policy',
  'origin-agent-cluster',
  'x-dns-prefetch-control',
  'x-download-options',
  'x-frame-options',
  'x-permitted-cross-domain-policies',
  'x-xss-protection',
] as const;

/**
 * What OWASP's REST Security Cheat Sheet asks of every API answer beyond a subresource's
 * headers: a JSON answer opened on its own is a document that needs nothing (so nothing
 * may load or run in it, `default-src 'none'`) and that no page may frame. ~270 bytes
 * shorter than the app's page policy, and the page's other document headers (opener,
 * agent cluster, DNS prefetch, old browsers' download, plug-in and XSS-filter switches)
 * govern nothing a JSON answer holds: ~480 bytes less on each of a first screen's 10-25
 * calls (issue 20).
 */
const JSON_ANSWER_HEADERS: [string, HeaderValue][] = [
  ['Content-Security-Policy', "default-src 'none'; frame-ancestors 'none'"],
  ['X-Frame-Options', 'DENY'],
];

/**
 * The headers helmet sets, read once from a stand-in response: running its middleware
 * for every request (building the CSP text again each time) cost ~0.1 ms a request,
 * a fifth of a small signed-in read (issue 20).
 */
function headersOf(middleware: ReturnType<typeof helmet>): [string, HeaderValue][] {
  const headers = new Map<string, HeaderValue>();
  let finished = false;
  const response = {
    setHeader: (name: string, value: HeaderValue) => headers.set(name, value),
    removeHeader: (name: string) => headers.delete(name),
  };
  middleware({} as IncomingMessage, response as unknown as ServerResponse, () => (finished = true));
  if (!finished) throw new Error('helmet did not finish synchronously');
  return [...headers];
}
