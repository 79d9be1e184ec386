import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorSchema, idParamsSchema, messageSchema } from '../../../core/schemas/common.js';
import {
  NEXT_CURSOR_HEADER,
  REPEATED_UPDATE_FIELDS,
  updateEditInputSchema,
  updateInputSchema,
  updateChecklistPatchSchema,
  updateSchema,
  updatesQuerySchema,
} from '../../../core/schemas/update.js';
import { IDEMPOTENCY_HEADER } from '../../../core/schemas/uploads.js';
import { HttpError, notFound } from '../../lib/http-error.js';
import { onceForKey } from '../../lib/idempotency.js';
import { sendStoredFile } from './file-response.js';
import { readUpload, updateMultipartBody, uploadLimits } from './update-upload.js';
import * as q from './updates.queries.js';
import * as service from './updates.service.js';

// Multipart parsing is registered in this plugin's scope only: no other route
// accepts uploads. Files are streamed to disk (see update-upload.ts).
export async function updatesRoutes(app: FastifyInstance) {
  const { DATA_DIR: dataDir, MAX_UPLOAD_MB: maxUploadMb } = app.config;
  await app.register(multipart, { limits: uploadLimits(maxUploadMb) });
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const uploads = { dataDir, maxUploadMb };

  const readOne = (id: string) => service.readUpdate(app.db, id);

  routes.get(
    '/api/updates',
    {
      config: { cacheable: true },
      schema: { querystring: updatesQuerySchema, response: { 200: z.array(updateSchema) } },
    },
    async (request, reply) => {
      const page = await service.listUpdatePage(app.db, request.query);
      if (page.nextCursor) reply.header(NEXT_CURSOR_HEADER, page.nextCursor);
      return page.updates;
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
    {
      config: { multipartBody: updateMultipartBody(updateInputSchema) },
      schema: { response: { 201: updateSchema } },
    },
    async (request, reply) => {
      // A retry with the same key returns the update the first attempt created (decision 081).
      const { id } = await onceForKey(
        app.db,
        request.headers[IDEMPOTENCY_HEADER],
        'POST /api/updates',
        async () => {
          const upload = await readUpload(request, { ...uploads, schema: updateInputSchema });
          return service.createUpdate(app.db, dataDir, upload.input, upload.files);
        },
      );
      return reply.status(201).send(await readOne(id));
    },
  );

  // Body: multipart (the same fields, more file parts, removeFileIds) or JSON { checklist }.
  routes.patch(
    '/api/updates/:id',
    {
      config: { multipartBody: updateMultipartBody(updateEditInputSchema) },
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
          const upload = await readUpload(request, {
            ...uploads,
            schema: updateEditInputSchema,
            repeated: REPEATED_UPDATE_FIELDS,
          });
          await service.editUpdate(app.db, dataDir, id, upload.input, upload.files);
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
