import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { HttpError, type FieldIssue } from '../lib/http-error.js';

const PART_NAMES: Record<string, string> = {
  body: 'body',
  querystring: 'query',
  params: 'path',
  headers: 'header',
};

function validationIssues(
  error: FastifyError & { validation: { instancePath: string; message?: string }[] },
) {
  const part = PART_NAMES[error.validationContext ?? 'body'] ?? 'body';
  return error.validation.map<FieldIssue>((issue) => {
    const field = issue.instancePath.replace(/^\//, '').replaceAll('/', '.');
    return { path: field || part, message: issue.message ?? 'is invalid' };
  });
}

// Fastify's own client errors, in words a person can act on.
const FASTIFY_MESSAGES: Record<string, string> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'The request body is not valid JSON.',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'The request body is empty; send a JSON object.',
  FST_ERR_CTP_BODY_TOO_LARGE: 'The request body is too large.',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'This content type is not accepted here.',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'The Content-Length header does not match the body.',
  FST_ERR_INVALID_URL: 'The URL is not valid.',
  FST_REQ_FILE_TOO_LARGE: 'The file is too large.',
  FST_FILES_LIMIT: 'Too many files in one request.',
  FST_PARTS_LIMIT: 'Too many parts in one request.',
  FST_FIELDS_LIMIT: 'Too many fields in one request.',
  FST_INVALID_MULTIPART_CONTENT_TYPE: 'The request is not multipart/form-data.',
};

/** Every error leaves as JSON `{ message, issues? }`; only real bugs are 500s. */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(error)) {
      // On a public link a malformed id is just a link that leads nowhere: 404, like an
      // unknown one, so the page says "not available" rather than "try again".
      if (error.validationContext === 'params' && request.routeOptions.config?.public === true) {
        return reply.status(404).send({ message: 'This link is not available.' });
      }
      const issues = validationIssues(error);
      const message = issues.map((issue) => `${issue.path}: ${issue.message}`).join('; ');
      return reply.status(400).send({ message, issues });
    }
    if (error instanceof HttpError) {
      const { message, issues } = error;
      return reply
        .status(error.statusCode)
        .headers(error.headers)
        .send(issues ? { message, issues } : { message });
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      const message = (error.code && FASTIFY_MESSAGES[error.code]) || error.message;
      return reply.status(status).send({ message });
    }
    // The client went away mid-request, or was cut off as too slow (decision 131):
    // not a bug, and nobody is left to read the answer.
    if (request.raw.socket?.destroyed) {
      request.log.info({ err: error }, 'request aborted: connection closed');
      return reply
        .status(400)
        .send({ message: 'The connection closed before the request arrived.' });
    }
    request.log.error({ err: error }, 'request failed');
    return reply
      .status(500)
      .send({ message: 'Something went wrong on our side. Please try again.' });
  });
}

/** Unknown `/api` routes get a JSON 404 (the web app handles every other path). */
export function apiNotFound(method: string, url: string) {
  const path = url.split('?')[0] ?? url;
  return { message: `No API route ${method} ${path}` };
}
