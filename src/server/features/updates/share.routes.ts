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
import { monthGrid } from '../../../core/calendar-dates.js';
import type { PublicUpdate } from '../../../core/schemas/update.js';
import { HttpError, notFound } from '../../lib/http-error.js';
import { ownerToday } from '../../lib/owner-time.js';
import { EVERYONE, OWNER_ONLY, signedInUser } from '../../plugins/auth.js';
import { sendRendition } from './file-response.js';
import { loadShareTemplate, readShareQuery, sharePage, type SharePageView } from './share-page.js';
import * as share from './share.service.js';
import { isInlineImage } from '../../../core/updates.js';

/** A share link that is off, or an update that is not shared: the page says so. */
const unlessUnavailable = <T>(read: Promise<T>): Promise<T | null> =>
  read.catch((error: unknown) => {
    if (error instanceof HttpError && error.statusCode === 404) return null;
    throw error;
  });

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
      querystring: z.object({ day: z.string().optional(), month: z.string().optional() }),
    },
  };
  const showSharePage = async (
    name: string,
    query: { day?: string | undefined; month?: string | undefined },
  ): Promise<{ status: number; page: string }> => {
    const updateId = /^update\/([^/]+)\/?$/.exec(name)?.[1];
    const today = await ownerToday(app.db);
    let view: SharePageView;
    if (updateId !== undefined) {
      const update = await unlessUnavailable(share.findSharedUpdate(app.db, updateId));
      const { selected, year, month } = readShareQuery(query, update?.date ?? today);
      view = {
        path: `/share/update/${encodeURIComponent(updateId)}`,
        single: true,
        year,
        month,
        selected,
        today,
        daysWithUpdates: new Set(update ? [update.date] : []),
        // The list is that one update, whatever the day chosen (spec section 2).
        updates: update && [update],
      };
    } else {
      const { selected, year, month } = readShareQuery(query, today);
      const grid = monthGrid(year, month);
      const inMonth = await unlessUnavailable(
        share.listSharedUpdates(app.db, { from: grid[0], to: grid[41] }),
      );
      const ofDay: PublicUpdate[] | null =
        inMonth && !grid.includes(selected)
          ? await share.listSharedUpdates(app.db, { from: selected, to: selected })
          : inMonth;
      view = {
        path: '/share/daily',
        single: false,
        year,
        month,
        selected,
        today,
        daysWithUpdates: new Set((inMonth ?? []).map((update) => update.date)),
        updates: ofDay && ofDay.filter((update) => update.date === selected),
      };
    }
    return { status: view.updates === null ? 404 : 200, page: sharePage(template, view) };
  };
  const sendSharePage = (reply: FastifyReply, { status, page }: { status: number; page: string }) =>
    reply
      .status(status)
      .header('content-type', 'text/html; charset=utf-8')
      // Shared updates change as the owner works: asked again on every visit.
      .header('cache-control', 'no-cache')
      .send(page);

  routes.get('/share', sharePageRoute, async (request, reply) =>
    sendSharePage(reply, await showSharePage('daily', request.query)),
  );
  routes.get('/share/*', sharePageRoute, async (request, reply) =>
    sendSharePage(
      reply,
      await showSharePage((request.params as { '*': string })['*'], request.query),
    ),
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
