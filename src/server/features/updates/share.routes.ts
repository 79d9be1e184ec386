import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParamsSchema } from '../../../core/schemas/common.js';
import {
  publicUpdateSchema,
  publicUpdatesQuerySchema,
  sharingSettingsSchema,
  taskEventSharingSchema,
  fileQuerySchema,
} from '../../../core/schemas/update.js';
import { notFound } from '../../lib/http-error.js';
import { EVERYONE, OWNER_ONLY, signedInUser } from '../../plugins/auth.js';
import { sendRendition } from './file-response.js';
import { loadShareTemplate, sharePage } from './share-page.js';
import * as share from './share.service.js';
import { isInlineImage } from '../../../core/updates.js';

// The public share pages (no sign-in), their API, and the owner's sharing switch.
export async function shareRoutes(app: FastifyInstance, options: { webDir: string }) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const publicRoute = { public: true } as const;
  const template = loadShareTemplate(options.webDir);

  // `/share/daily` (and `/share`, or any other name) shows every shared update by day;
  // `/share/update/{id}` that one update (spec section 2), on its day (decision 222).
  const sharePageRoute = {
    config: { ...publicRoute, page: true },
    schema: {
      // A page, not a call of the API: not in its OpenAPI document.
      hide: true,
      // What is not one date (`?day=a&day=b` gives a list) is ignored, like a bad date.
      querystring: z.object({
        day: z.string().optional().catch(undefined),
        month: z.string().optional().catch(undefined),
      }),
    },
  };
  const sendSharePage = async (
    reply: FastifyReply,
    name: string,
    query: { day?: string | undefined; month?: string | undefined },
  ) => {
    const view = await share.sharePageView(app.db, name, query);
    return (
      reply
        .status(view.updates === null ? 404 : 200)
        .header('content-type', 'text/html; charset=utf-8')
        // Shared updates change as the owner works: asked again on every visit.
        .header('cache-control', 'no-cache')
        .send(sharePage(template, view))
    );
  };

  routes.get('/share', sharePageRoute, async (request, reply) =>
    sendSharePage(reply, 'daily', request.query),
  );
  routes.get('/share/*', sharePageRoute, async (request, reply) =>
    sendSharePage(reply, (request.params as { '*': string })['*'], request.query),
  );

  routes.get(
    '/api/public/updates',
    {
      config: { ...publicRoute, cacheable: true },
      schema: {
        querystring: publicUpdatesQuerySchema,
        response: { 200: z.array(publicUpdateSchema) },
      },
    },
    async (request) => share.listSharedUpdates(app.db, request.query),
  );

  routes.get(
    '/api/public/updates/:id',
    {
      config: publicRoute,
      schema: { params: idParamsSchema, response: { 200: publicUpdateSchema } },
    },
    async (request) => share.findSharedUpdate(app.db, request.params.id),
  );

  routes.get(
    '/api/public/files/:id',
    { config: publicRoute, schema: { params: idParamsSchema, querystring: fileQuerySchema } },
    async (request, reply) => {
      const file = await share.findSharedFile(app.db, request.params.id);
      // Only photos are shown on the share page; nothing else is served publicly.
      if (!file || !isInlineImage(file.content_type)) throw notFound('File');
      // Kept, but revalidated on every view: once sharing is off or the update is
      // deleted, the next view is a 404, not a copy (a current photo costs a 304).
      // A rendition, never the original: no metadata (GPS) reaches a visitor.
      const size = request.query.size ?? 'screen';
      return sendRendition(reply, app.config.DATA_DIR, file, size, 'no-cache');
    },
  );

  // Everyone may see whether share links work (the Share Link dialog says so);
  // switching sharing is a system setting, the owner's.
  routes.get(
    '/api/settings/sharing',
    { config: { roles: EVERYONE }, schema: { response: { 200: sharingSettingsSchema } } },
    async () => share.readSharing(app.db),
  );

  routes.put(
    '/api/settings/sharing',
    {
      config: { roles: OWNER_ONLY },
      schema: { body: sharingSettingsSchema, response: { 200: sharingSettingsSchema } },
    },
    async (request) => share.saveSharing(app.db, request.body, signedInUser(request)),
  );

  // Which task events reach clients (issue 18): the team may read it, the owner changes it.
  routes.get(
    '/api/settings/sharing/task-events',
    { config: { roles: EVERYONE }, schema: { response: { 200: taskEventSharingSchema } } },
    async () => share.readTaskEventSharing(app.db),
  );

  routes.put(
    '/api/settings/sharing/task-events',
    {
      config: { roles: OWNER_ONLY },
      schema: { body: taskEventSharingSchema, response: { 200: taskEventSharingSchema } },
    },
    async (request) => share.saveTaskEventSharing(app.db, request.body, signedInUser(request)),
  );
}
