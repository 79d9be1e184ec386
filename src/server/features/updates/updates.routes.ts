import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorSchema, idParamsSchema, messageSchema } from '../../../core/schemas/common.js';
import {
  NEXT_CURSOR_HEADER,
  updateChecklistPatchSchema,
  updateSchema,
  updatesQuerySchema,
} from '../../../core/schemas/update.js';
import { IDEMPOTENCY_HEADER } from '../../../core/schemas/uploads.js';
import { HttpError, notFound } from '../../lib/http-error.js';
import { onceForKey } from '../../lib/idempotency.js';
import { sendStoredFile } from './file-response.js';
import { readUpload, uploadLimits } from './update-upload.js';
import { toUpdate } from './updates.mapper.js';
import * as q from './updates.queries.js';
import * as service from './updates.service.js';

// Multipart parsing is registered in this plugin's scope only: no other route
// accepts uploads. Files are streamed to disk (see update-upload.ts).
export async function updatesRoutes(app: FastifyInstance) {
  const { DATA_DIR: dataDir, MAX_UPLOAD_MB: maxUploadMb } = app.config;
  await app.register(multipart, { limits: uploadLimits(maxUploadMb) });
  const routes = app.withTypeProvider<ZodTypeProvider>();

  async function readOne(id: string) {
    const row = await q.findUpdate(app.db, id);
    if (!row) throw notFound('Update');
    const files = await q.filesOfUpdates(app.db, [id]);
    return toUpdate(row, files.get(id));
  }

  routes.get(
    '/api/updates',
    {
      config: { cacheable: true },
      schema: { querystring: updatesQuerySchema, response: { 200: z.array(updateSchema) } },
    },
    async (request, reply) => {
      const { cursor, limit, ...filter } = request.query;
      // One extra row tells whether another page follows.
      const rows = await q.listUpdates(app.db, {
        ...filter,
        limit: limit === undefined ? undefined : limit + 1,
        after: cursor ? service.decodeCursor(cursor) : undefined,
      });
      const page = limit === undefined ? rows : rows.slice(0, limit);
      const last = page.at(-1);
      if (limit !== undefined && rows.length > limit && last) {
        reply.header(
          NEXT_CURSOR_HEADER,
          service.encodeCursor({ date: last.date, createdAt: last.created_at, id: last.id }),
        );
      }
      const files = await q.filesOfUpdates(
        app.db,
        page.map((row) => row.id),
      );
      return page.map((row) => toUpdate(row, files.get(row.id)));
    },
  );

  routes.get(
    '/api/updates/:id',
    { schema: { params: idParamsSchema, response: { 200: updateSchema, 404: errorSchema } } },
    async (request) => readOne(request.params.id),
  );

  // Body: multipart form (projectId, project, note, date, checklist?, file parts).
  routes.post(
    '/api/updates',
    { schema: { response: { 201: updateSchema } } },
    async (request, reply) => {
      // A retry with the same key returns the update the first attempt created (decision 081).
      const { id } = await onceForKey(
        app.db,
        request.headers[IDEMPOTENCY_HEADER],
        'POST /api/updates',
        async () =>
          service.createUpdate(app.db, dataDir, await readUpload(request, dataDir, maxUploadMb)),
      );
      return reply.status(201).send(await readOne(id));
    },
  );

  // Body: multipart (the same fields, more file parts, removeFileIds) or JSON { checklist }.
  routes.patch(
    '/api/updates/:id',
    {
      schema: {
        params: idParamsSchema,
        body: updateChecklistPatchSchema.nullish(),
        response: { 200: updateSchema },
      },
    },
    async (request) => {
      const { id } = request.params;
      if (request.isMultipart()) {
        await onceForKey(app.db, request.headers[IDEMPOTENCY_HEADER], `PATCH ${id}`, async () => {
          await service.editUpdate(
            app.db,
            dataDir,
            id,
            await readUpload(request, dataDir, maxUploadMb),
          );
          return id;
        });
      } else {
        const body = request.body;
        if (body?.checklistItem) {
          await service.setChecklistItem(app.db, id, body.checklistItem);
        } else if (body?.checklist !== undefined) {
          await service.replaceChecklist(app.db, id, body.checklist);
        } else {
          throw new HttpError(400, 'checklist: is required');
        }
      }
      return readOne(id);
    },
  );

  routes.delete(
    '/api/updates/:id',
    { schema: { params: idParamsSchema, response: { 200: messageSchema } } },
    async (request) => {
      await service.removeUpdate(app.db, dataDir, request.params.id);
      return { message: 'Update deleted' };
    },
  );

  routes.get('/api/files/:id', { schema: { params: idParamsSchema } }, async (request, reply) => {
    const file = await q.findFile(app.db, request.params.id);
    if (!file) throw notFound('File');
    return sendStoredFile(reply, dataDir, file, 'private, max-age=3600');
  });
}
