import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorSchema, idParamsSchema, messageSchema } from '../../../core/schemas/common.js';
import {
  projectPhotoSchema,
  projectPhotosQuerySchema,
  REPEATED_UPDATE_FIELDS,
  updateEditInputSchema,
  updateInputSchema,
  updateChecklistPatchSchema,
  updateSchema,
  updatesQuerySchema,
  fileQuerySchema,
} from '../../../core/schemas/update.js';
import { IDEMPOTENCY_HEADER } from '../../../core/schemas/uploads.js';
import { projectScopeOf } from '../../db/project-scope.js';
import { HttpError, notFound } from '../../lib/http-error.js';
import { onceForKey } from '../../lib/idempotency.js';
import { hasRenditions, makeRenditions } from '../../lib/renditions.js';
import { EVERYONE, signedInUser } from '../../plugins/auth.js';
import { sendRendition, sendStoredFile } from './file-response.js';
import { readUpload, updateMultipartBody, uploadLimits } from './update-upload.js';
import * as q from './updates.queries.js';
import * as service from './updates.service.js';
import { NEXT_CURSOR_HEADER } from '../../../core/updates.js';

// Multipart parsing is registered in this plugin's scope only: no other route
// accepts uploads. Files are streamed to disk (see update-upload.ts).
export async function updatesRoutes(app: FastifyInstance) {
  const { DATA_DIR: dataDir, MAX_UPLOAD_MB: maxUploadMb } = app.config;
  await app.register(multipart, { limits: uploadLimits(maxUploadMb) });
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const uploads = { dataDir, maxUploadMb };
  // Renditions are made once the update is saved (decision 201), so the answer's
  // thumbnails are ready. A photo that cannot be decoded keeps its upload: it is
  // still downloadable, and shown nowhere a rendition is needed.
  const makeUploadRenditions = async (files: readonly { key: string; contentType: string }[]) => {
    for (const file of files) {
      if (!hasRenditions(file.contentType)) continue;
      await makeRenditions(dataDir, file.key).catch((error: unknown) =>
        app.log.warn({ err: error }, 'could not make the renditions of an uploaded photo'),
      );
    }
  };

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
          const created = await service.createUpdate(
            app.db,
            dataDir,
            upload.input,
            upload.files,
            user,
            app.config,
          );
          await makeUploadRenditions(upload.files);
          return created;
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
          await makeUploadRenditions(upload.files);
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

  // The project page's photo grid (issue 18): one query instead of paging every update.
  routes.get(
    '/api/projects/:id/photos',
    {
      config: everyone,
      schema: {
        params: idParamsSchema,
        querystring: projectPhotosQuerySchema,
        response: { 200: z.array(projectPhotoSchema), 404: errorSchema },
      },
    },
    async (request) => {
      const { id } = request.params;
      if (!(await q.projectExists(app.db, id, projectScopeOf(signedInUser(request))))) {
        throw notFound('Project');
      }
      return q.listProjectPhotos(app.db, id, request.query.limit);
    },
  );

  routes.get(
    '/api/files/:id',
    { config: everyone, schema: { params: idParamsSchema, querystring: fileQuerySchema } },
    async (request, reply) => {
      const scope = projectScopeOf(signedInUser(request));
      const file = await q.findFile(app.db, request.params.id, scope);
      if (!file) throw notFound('File');
      const { size } = request.query;
      // A document has no renditions: asked for one, it is sent as it is.
      if (size && hasRenditions(file.content_type)) {
        return sendRendition(reply, dataDir, file, size, 'private, max-age=3600');
      }
      return sendStoredFile(reply, dataDir, file, 'private, max-age=3600');
    },
  );
}
