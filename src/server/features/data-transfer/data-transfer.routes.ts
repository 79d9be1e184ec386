import { Readable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  contactImportPreviewSchema,
  contactImportRequestSchema,
  contactImportResultSchema,
  csvExportParamsSchema,
} from '../../../core/schemas/data-transfer.js';
import { nowIso } from '../../lib/ids.js';
import { contentDisposition } from '../../lib/storage.js';
import { OWNER_ONLY, signedInUser, STAFF } from '../../plugins/auth.js';
import { csvRows } from './csv-export.js';
import { importContacts, previewContactImport } from './data-transfer.service.js';
import { createFullExport } from './full-export.js';

// A CSV file read as text is larger than the app's 1 MB JSON limit allows.
const IMPORT_BODY_LIMIT = 6 * 1024 * 1024;

// Contacts and CSV exports are the office's work too; the full export (every table,
// the team included) is the owner's, like a backup.
export async function dataTransferRoutes(app: FastifyInstance) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const staff = { roles: STAFF };

  routes.post(
    '/api/import/contacts/preview',
    {
      config: staff,
      bodyLimit: IMPORT_BODY_LIMIT,
      schema: { body: contactImportRequestSchema, response: { 200: contactImportPreviewSchema } },
    },
    async (request) => previewContactImport(app.db, request.body),
  );

  routes.post(
    '/api/import/contacts',
    {
      config: staff,
      bodyLimit: IMPORT_BODY_LIMIT,
      schema: { body: contactImportRequestSchema, response: { 200: contactImportResultSchema } },
    },
    async (request) => importContacts(app.db, request.body, signedInUser(request)),
  );

  routes.get(
    '/api/export/csv/:kind',
    { config: staff, schema: { params: csvExportParamsSchema } },
    async (request, reply) => {
      const { kind } = request.params;
      const name = `sitebook-${kind}-${nowIso().slice(0, 10)}.csv`;
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', contentDisposition('attachment', name))
        .header('cache-control', 'no-store')
        .send(Readable.from(csvRows(app.db, kind)));
    },
  );

  routes.get('/api/export/full', { config: { roles: OWNER_ONLY } }, async (_request, reply) => {
    const stream = await createFullExport(app.db, app.config.DATA_DIR);
    const stamp = nowIso().slice(0, 19).replace(/[:T]/g, '-');
    return reply
      .type('application/gzip')
      .header(
        'content-disposition',
        contentDisposition('attachment', `sitebook-export-${stamp}.tar.gz`),
      )
      .header('cache-control', 'no-store')
      .send(stream);
  });
}
