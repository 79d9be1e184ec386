import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParamsSchema, messageSchema } from '../../../core/schemas/common.js';
import { contactInputSchema, contactSchema } from '../../../core/schemas/contact.js';
import { clientProjectCountsSchema, projectOptionSchema } from '../../../core/schemas/project.js';
import { signedInUser, STAFF } from '../../plugins/auth.js';
import { KeptAnswer } from '../../lib/kept-answer.js';
import { countActiveProjectsByClient, listProjectOptions } from '../projects/index.js';
import { contactListJson, mapContact } from './contacts.queries.js';
import { createContact, editContact, removeContact } from './contacts.service.js';

// The spec calls contacts "clients" on the wire: /api/clients holds every type.
// Owner and office only: a field user sees a project's client name on the project.
export async function contactsRoutes(app: FastifyInstance) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const staff = { roles: STAFF };
  const contactList = new KeptAnswer(app.db);

  routes.get(
    '/api/clients',
    {
      config: { ...staff, keptFrom: ['clients'] },
      schema: { response: { 200: z.array(contactSchema) } },
    },
    // Kept, compressed, until a contact changes (decision 204); the schema documents it.
    async (request, reply) => contactList.send(request, reply, () => contactListJson(app.db)),
  );

  // What the pickers' list no longer carries (decision 262): the contacts list's count of
  // each client's active projects, and the invoice form's projects of the chosen client.
  routes.get(
    '/api/clients/project-counts',
    {
      config: { ...staff, cacheable: true },
      schema: { response: { 200: clientProjectCountsSchema } },
    },
    async () => countActiveProjectsByClient(app.db),
  );

  routes.get(
    '/api/clients/:id/projects',
    {
      config: { ...staff, cacheable: true },
      schema: { params: idParamsSchema, response: { 200: z.array(projectOptionSchema) } },
    },
    async (request) => listProjectOptions(app.db, null, request.params.id),
  );

  routes.post(
    '/api/clients',
    { config: staff, schema: { body: contactInputSchema, response: { 201: contactSchema } } },
    async (request, reply) => {
      const row = await createContact(app.db, signedInUser(request), request.body);
      return reply.status(201).send(mapContact(row));
    },
  );

  routes.patch(
    '/api/clients/:id',
    {
      config: staff,
      schema: {
        params: idParamsSchema,
        body: contactInputSchema,
        response: { 200: contactSchema },
      },
    },
    async (request) =>
      mapContact(await editContact(app.db, signedInUser(request), request.params.id, request.body)),
  );

  routes.delete(
    '/api/clients/:id',
    { config: staff, schema: { params: idParamsSchema, response: { 200: messageSchema } } },
    async (request) => {
      await removeContact(app.db, signedInUser(request), request.params.id);
      return { message: 'Contact deleted' };
    },
  );
}
