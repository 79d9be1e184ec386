import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
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
import { projectScopeOf } from '../../db/project-scope.js';
import { HttpError, notFound } from '../../lib/http-error.js';
import { onceForKey } from '../../lib/idempotency.js';
import { EVERYONE, signedInUser } from '../../plugins/auth.js';
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

  // Everyone writes the daily log; a field user reads and writes it on their projects
  // only, and edits or deletes only what they wrote (the service decides).
  const everyone = { roles: EVERYONE };
  const readOne = (request: FastifyRequest, id: string) =>
    service.readUpdate(app.db, id, projectScopeOf(signedInUser(request)));

  routes.get(
    '/api/updates',
    {
      config: { ...everyone, cacheable: true },
      schema: { querystring: updatesQuerySchema, response: { 200: z.array(updateSchema) } },
    },
    async (request, reply) => {
      const scope = projectScopeOf(signedInUser(request));
      const page = await service.listUpdatePage(app.db, request.query, scope);
      if (page.nextCursor) reply.header(NEXT_CURSOR_HEADER, page.nextCursor);
      return page.updates;
    },
  );

  routes.get(
    '/api/updates/:id',
    {
      config: everyone,
      schema: { params: idParamsSchema, response: { 200: updateSchema, 404: errorSchema } },
    },
    async (request) => readOne(request, request.params.id),
  );

  // Body: multipart form (projectId, project, note, date, checklist?, file parts).
  routes.post(
    '/api/updates',
    {
      config: { ...everyone, multipartBody: updateMultipartBody(updateInputSchema) },
      schema: { response: { 201: updateSchema } },
    },
    async (request, reply) => {
      const user = signedInUser(request);
      // A retry with the same key returns the update the first attempt created (decision 081).
      const { id } = await onceForKey(
        app.db,
        request.headers[IDEMPOTENCY_HEADER],
        'POST /api/updates',
        async () => {
          const upload = await readUpload(request, { ...uploads, schema: updateInputSchema });
          return service.createUpdate(
            app.db,
            dataDir,
            upload.input,
            upload.files,
            user,
            app.config,
          );
        },
      );
      return reply.status(201).send(await readOne(request, id));
    },
  );

  // Body: multipart (the same fields, more file parts, removeFileIds) or JSON { checklist }.
  routes.patch(
    '/api/updates/:id',
    {
      config: { ...everyone, multipartBody: updateMultipartBody(updateEditInputSchema) },
      schema: {
        params: idParamsSchema,
        body: updateChecklistPatchSchema.nullish(),
        response: { 200: updateSchema },
      },
    },
    async (request) => {
      const { id } = request.params;
      const user = signedInUser(request);
      if (request.isMultipart()) {
        await onceForKey(app.db, request.headers[IDEMPOTENCY_HEADER], `PATCH ${id}`, async () => {
          const upload = await readUpload(request, {
            ...uploads,
            schema: updateEditInputSchema,
            repeated: REPEATED_UPDATE_FIELDS,
          });
          await service.editUpdate(
            app.db,
            dataDir,
            id,
            upload.input,
            upload.files,
            user,
            app.config,
          );
          return id;
        });
      } else {
        const body = request.body;
        if (body?.checklistItem) {
          await service.setChecklistItem(app.db, id, body.checklistItem, user);
        } else if (body?.checklist !== undefined) {
          await service.replaceChecklist(app.db, id, body.checklist, user);
        } else {
          throw new HttpError(400, 'checklist: is required');
        }
      }
      return readOne(request, id);
    },
  );

  routes.delete(
    '/api/updates/:id',
    { config: everyone, schema: { params: idParamsSchema, response: { 200: messageSchema } } },
    async (request) => {
      await service.removeUpdate(app.db, dataDir, request.params.id, signedInUser(request));
      return { message: 'Update deleted' };
    },
  );

  routes.get(
    '/api/files/:id',
    { config: everyone, schema: { params: idParamsSchema } },
    async (request, reply) => {
      const scope = projectScopeOf(signedInUser(request));
      const file = await q.findFile(app.db, request.params.id, scope);
      if (!file) throw notFound('File');
      return sendStoredFile(reply, dataDir, file, 'private, max-age=3600');
    },
  );
}
