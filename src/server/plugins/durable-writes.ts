import type { FastifyInstance } from 'fastify';
import { flushCommits } from '../db/commits.js';
import { SAFE_METHODS } from './auth.js';

/** A state-changing request is answered only once what it committed is on disk. */
export function registerDurableWrites(app: FastifyInstance): void {
  app.addHook('onSend', async (request, _reply, payload) => {
    if (!SAFE_METHODS.has(request.method)) await flushCommits(app.db);
    return payload;
  });
}
