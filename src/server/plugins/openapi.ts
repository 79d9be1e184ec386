import swagger from '@fastify/swagger';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import type { z } from 'zod';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * A multipart body, described here for OpenAPI only: such a body is streamed
     * and its fields are validated by the route itself with the same schema.
     */
    multipartBody?: z.ZodType;
  }
}

/**
 * Collects every route's zod schemas into an OpenAPI 3 document. Registered
 * before the routes so it sees them all; only /api routes are described.
 */
export async function registerOpenApi(app: FastifyInstance): Promise<void> {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Sitebook API',
        version: '1.0.0',
        description:
          'JSON API of Sitebook. Every route except sign-in, health and /api/public/* needs the ' +
          'session cookie set by POST /api/auth/login. Errors are `{ "message": string }`.',
      },
      components: {
        securitySchemes: {
          session: { type: 'apiKey', in: 'cookie', name: 'sitebook_session' },
        },
      },
      security: [{ session: [] }],
    },
    transform: (input) => {
      const multipartBody = input.route.config?.multipartBody;
      const result = jsonSchemaTransform(
        multipartBody
          ? {
              ...input,
              schema: { ...input.schema, body: multipartBody, consumes: ['multipart/form-data'] },
            }
          : input,
      );
      if (input.route.config?.public)
        return { ...result, schema: { ...result.schema, security: [] } };
      return result;
    },
    transformObject: jsonSchemaTransformObject,
    hideUntagged: false,
  });
}
