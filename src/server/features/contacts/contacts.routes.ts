import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParamsSchema, messageSchema } from '../../../core/schemas/common.js';
import { contactInputSchema, contactSchema } from '../../../core/schemas/contact.js';
import { insertContact, listContacts, mapContact } from './contacts.queries.js';
import { editContact, removeContact } from './contacts.service.js';

// The spec calls contacts "clients" on the wire: /api/clients holds every type.
export async function contactsRoutes(app: FastifyInstance) {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get('/api/clients', { schema: { response: { 200: z.array(contactSchema) } } }, async () =>
    (await listContacts(app.db)).map(mapContact),
  );

  routes.post(
    '/api/clients',
    { schema: { body: contactInputSchema, response: { 201: contactSchema } } },
    async (request, reply) => {
      const row = await insertContact(app.db, request.body);
      return reply.status(201).send(mapContact(row));
    },
  );

  routes.patch(
    '/api/clients/:id',
    {
      schema: {
        params: idParamsSchema,
        body: contactInputSchema,
        response: { 200: contactSchema },
      },
    },
    async (request) => mapContact(await editContact(app.db, request.params.id, request.body)),
  );

  routes.delete(
    '/api/clients/:id',
    { schema: { params: idParamsSchema, response: { 200: messageSchema } } },
    async (request) => {
      await removeContact(app.db, request.params.id);
      return { message: 'Contact deleted' };
    },
  );
}
