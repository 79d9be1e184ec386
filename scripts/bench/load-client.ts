import { createRequire } from 'node:module';
import autocannon from 'autocannon';

/**
 * autocannon as the benchmark drives it: every answer counted and timed, none kept.
 *
 * autocannon 9.0.0 keeps each answer's body as a string whatever asked for it
 * (`PipelinedRequestsQueue.addBody`: `body += chunk`). A compressed body is not UTF-8, so
 * each chunk is decoded the slow way: on a month of updates (36 KB brotli) that was 80% of
 * the client's CPU, on the two cores the server runs on, and the larger answers measured
 * the client more than the server (decision 235). The benchmark never reads a body
 * (no `expectBody`, no `onResponse`), so the queue keeps none.
 */
const require = createRequire(import.meta.url);
const queue = require('autocannon/lib/pipelinedRequestsQueue.js') as {
  prototype: { addBody?: (chunk: Buffer) => void };
};
if (typeof queue.prototype.addBody !== 'function') {
  throw new Error('autocannon no longer has PipelinedRequestsQueue.addBody: see load-client.ts');
}
queue.prototype.addBody = () => undefined;

export { autocannon };
