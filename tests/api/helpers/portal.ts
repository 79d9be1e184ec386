import type { LightMyRequestResponse } from 'fastify';
import type { PortalLinkCreated } from '../../../src/core/schemas/portal.js';
import type { Update } from '../../../src/core/schemas/update.js';
import { PNG_BYTES, type FilePart } from './multipart.js';
import type { TestApp } from './test-app.js';
import { createUpdate } from './uploads.js';

// Client portal helpers (issue 16): links through the owner's API, pages through the
// public API exactly as the client's browser asks for them.

export async function createLink(
  t: TestApp,
  cookie: string,
  projectId: string,
  body: Record<string, unknown> = {},
): Promise<PortalLinkCreated> {
  const response = await t.request(cookie, {
    method: 'POST',
    url: `/api/projects/${projectId}/portal-links`,
    payload: body,
  });
  if (response.statusCode !== 201) {
    throw new Error(`create link failed: ${response.statusCode} ${response.body}`);
  }
  return response.json<PortalLinkCreated>();
}

/** The token at the end of a portal URL (…/p/{token}). */
export function tokenOf(url: string): string {
  const match = /\/p\/([^/?#]+)$/.exec(url);
  if (!match) throw new Error(`not a portal URL: ${url}`);
  return match[1]!;
}

/** GET /api/portal/{token}{path}, signed out unless a cookie is given. */
export function portalGet(
  t: TestApp,
  token: string,
  path = '',
  options: { cookie?: string; headers?: Record<string, string>; remoteAddress?: string } = {},
): Promise<LightMyRequestResponse> {
  return t.app.inject({
    method: 'GET',
    url: `/api/portal/${token}${path}`,
    headers: { ...(options.cookie && { cookie: options.cookie }), ...options.headers },
    ...(options.remoteAddress && { remoteAddress: options.remoteAddress }),
  });
}

export function askQuestion(
  t: TestApp,
  token: string,
  body: Record<string, unknown>,
): Promise<LightMyRequestResponse> {
  return t.app.inject({ method: 'POST', url: `/api/portal/${token}/questions`, payload: body });
}

export const photo = (name = 'site.png'): FilePart => ({
  filename: name,
  contentType: 'image/png',
  data: PNG_BYTES,
});

export const document = (name = 'drawing.pdf'): FilePart => ({
  filename: name,
  contentType: 'application/pdf',
  data: Buffer.from('%PDF-1.4\n%%EOF\n'),
});

/** An update through the owner's API; `visibility` left out takes the project's default. */
export function addUpdate(
  t: TestApp,
  cookie: string,
  projectId: string,
  fields: { note: string; date: string; visibility?: 'client' | 'internal' },
  files: FilePart[] = [],
): Promise<Update> {
  return createUpdate(
    t,
    cookie,
    {
      projectId,
      note: fields.note,
      date: fields.date,
      ...(fields.visibility && { visibility: fields.visibility }),
    },
    files,
  );
}
