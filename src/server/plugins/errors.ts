import type { Socket } from 'node:net';
import { fastifyCookie } from '@fastify/cookie';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import type { Db } from '../db/database.js';
import { HttpError, type FieldIssue } from '../lib/http-error.js';
import { looksLikeApiPath } from '../lib/request-path.js';
import { resolveSession, SESSION_COOKIE } from '../lib/sessions.js';

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

/**
 * Fastify's `frameworkErrors`: a URL the router cannot read (a broken %-escape, a path
 * part over its length limit) is refused before any route or hook runs. Its default
 * answer (400 or 414, echoing the URL) came only for URLs like a real route's, so a
 * signed-out visitor could tell routes apart; here a signed-out one gets the 401 every
 * API path gives them, and everyone else a message without the URL.
 */
export function unreadableUrlHandler(db: Db) {
  return async (_error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    const url = request.raw.url ?? '';
    if (looksLikeApiPath(url)) {
      const token = fastifyCookie.parse(request.headers.cookie ?? '')[SESSION_COOKIE];
      if (!token || !(await resolveSession(db, token))) {
        return reply.status(401).send({ message: 'Please sign in to continue.' });
      }
    }
    return reply.status(400).send({ message: FASTIFY_MESSAGES.FST_ERR_INVALID_URL });
  };
}

/**
 * Fastify's `clientErrorHandler`: a request Node cannot parse (a broken chunked body, a
 * header block over its limit) gets the API's JSON shape; the connection then closes.
 */
export function unreadableRequestHandler(error: Error & { code?: string }, socket: Socket) {
  if (!socket.writable) return;
  const tooLarge = error.code === 'HPE_HEADER_OVERFLOW';
  const body = JSON.stringify({
    message: tooLarge ? 'The request headers are too large.' : 'The request could not be read.',
  });
  socket.end(
    `HTTP/1.1 ${tooLarge ? '431 Request Header Fields Too Large' : '400 Bad Request'}\r\n` +
      'Content-Type: application/json; charset=utf-8\r\n' +
      `Content-Length: ${Buffer.byteLength(body)}\r\n` +
      'Connection: close\r\n\r\n' +
      body,
  );
}
