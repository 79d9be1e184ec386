import { Validator } from '@seriousme/openapi-schema-validator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers/test-app.js';

let t: TestApp;
let cookie: string;
beforeAll(async () => {
  t = await createTestApp();
  cookie = await t.signIn();
});
afterAll(() => t.close());

describe('API documentation', () => {
  it('is a valid OpenAPI document describing every API route', async () => {
    const response = await t.request(cookie, { method: 'GET', url: '/api/openapi.json' });
    expect(response.statusCode).toBe(200);
    const document = response.json();
    const result = await new Validator().validate(document);
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);

    const documented = new Set(
      Object.entries(document.paths as Record<string, object>).flatMap(([path, methods]) =>
        Object.keys(methods).map(
          (method) => `${method.toUpperCase()} ${path.replace(/\{(\w+)\}/g, ':$1')}`,
        ),
      ),
    );
    // The pages the server writes are in the route table (for the authorization matrix),
    // not in the API's document.
    const undocumented = t.app.routeTable
      .filter((route) => route.url.startsWith('/api/'))
      .filter((route) => !['/api/openapi.json', '/api/docs'].includes(route.url))
      .map((route) => `${route.method} ${route.url}`)
      .filter((route) => !documented.has(route));
    expect(undocumented).toEqual([]);
    expect(Object.keys(document.paths).filter((path) => !path.startsWith('/api/'))).toEqual([]);
  });

  it('describes the multipart body of an update create and edit', async () => {
    const document = (await t.request(cookie, { method: 'GET', url: '/api/openapi.json' })).json();
    for (const [path, method] of [
      ['/api/updates', 'post'],
      ['/api/updates/{id}', 'patch'],
    ] as const) {
      const content = document.paths[path][method].requestBody?.content ?? {};
      const multipart = content['multipart/form-data'];
      expect(multipart, `${method} ${path}`).toBeDefined();
      expect(Object.keys(multipart.schema.properties)).toEqual(
        expect.arrayContaining(['projectId', 'note', 'date', 'checklist', 'file']),
      );
    }
  });

  it('marks only the public routes as needing no session', async () => {
    const document = (await t.request(cookie, { method: 'GET', url: '/api/openapi.json' })).json();
    const login = document.paths['/api/auth/login'].post;
    expect(login.security).toEqual([]);
    expect(document.paths['/api/auth/user'].get.security).toBeUndefined();
    expect(document.security).toEqual([{ session: [] }]);
  });

  it('serves a readable page to the signed-in owner only, with no script', async () => {
    expect((await t.request(null, { method: 'GET', url: '/api/docs' })).statusCode).toBe(401);
    expect((await t.request(null, { method: 'GET', url: '/api/openapi.json' })).statusCode).toBe(
      401,
    );
    const page = await t.request(cookie, { method: 'GET', url: '/api/docs' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('<code>/api/auth/login</code>');
    expect(page.body).not.toContain('<script');
  });
});
