import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PortalLink, PortalView } from '../../src/core/schemas/portal.js';
import { createLink, portalGet, tokenOf } from './helpers/portal.js';
import { seedProject } from './helpers/seed.js';
import { createTestApp, testDialect, type TestApp } from './helpers/test-app.js';

// Honest "viewed" tracking (issue 16): a view of the portal page is counted with its
// time, a coarse browser name and the visitor's /24 or /48 network; a preview by anyone
// signed in to the business is not a view.

let t: TestApp;
let cookie: string;
let projectId: string;
beforeAll(async () => {
  t = await createTestApp();
  cookie = await t.signIn();
  projectId = (await seedProject(t.db)).id;
});
afterAll(() => t.close());

const IPHONE_SAFARI =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1';
const ANDROID_CHROME =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.6367.82 Mobile Safari/537.36';

async function linkOf(id: string): Promise<PortalLink> {
  const list = await t.request(cookie, {
    method: 'GET',
    url: `/api/projects/${projectId}/portal-links`,
  });
  return list.json<PortalLink[]>().find((link) => link.id === id)!;
}

async function viewsOf(id: string): Promise<PortalView[]> {
  const response = await t.request(cookie, { method: 'GET', url: `/api/portal-links/${id}/views` });
  expect(response.statusCode).toBe(200);
  return response.json<PortalView[]>();
}

describe(`portal views (${testDialect})`, () => {
  it('counts a client’s views with time, coarse browser and network only', async () => {
    const link = await createLink(t, cookie, projectId);
    const token = tokenOf(link.url);
    const before = new Date().toISOString();
    await portalGet(t, token, '', {
      headers: { 'user-agent': IPHONE_SAFARI },
      remoteAddress: '203.0.113.77',
    });
    await portalGet(t, token, '', {
      headers: { 'user-agent': ANDROID_CHROME },
      remoteAddress: '2001:db8:abcd:12:34::9',
    });

    const views = await viewsOf(link.id);
    expect(views).toEqual([
      { at: expect.any(String), userAgent: 'Chrome on Android', network: '2001:db8:abcd::/48' },
      { at: expect.any(String), userAgent: 'Safari on iPhone', network: '203.0.113.0/24' },
    ]);
    expect(views[1]!.at >= before).toBe(true);
    const after = await linkOf(link.id);
    expect(after.viewCount).toBe(2);
    expect(after.lastViewedAt).toBe(views[0]!.at);

    // Nothing finer than the network or the browser family is kept anywhere.
    const stored = JSON.stringify(await t.db.selectFrom('portal_views').selectAll().execute());
    expect(stored).not.toContain('203.0.113.77');
    expect(stored).not.toContain(':34::9');
    expect(stored).not.toContain('17_4');
    expect(stored).not.toContain('Pixel');
  });

  it('does not count the business’s own preview, nor the other calls of the page', async () => {
    const link = await createLink(t, cookie, projectId);
    const token = tokenOf(link.url);
    const preview = await portalGet(t, token, '', { cookie });
    expect(preview.statusCode).toBe(200);
    await portalGet(t, token, '/updates');
    expect(await viewsOf(link.id)).toEqual([]);
    expect((await linkOf(link.id)).viewCount).toBe(0);
    expect((await linkOf(link.id)).lastViewedAt).toBeNull();

    // A signed-out visit counts; a stale cookie is no session, so it counts too.
    await portalGet(t, token, '', { cookie: 'sitebook_session=not-a-session' });
    expect((await linkOf(link.id)).viewCount).toBe(1);
  });

  it('counts no view of a revoked or unknown link', async () => {
    const link = await createLink(t, cookie, projectId);
    await t.request(cookie, { method: 'DELETE', url: `/api/portal-links/${link.id}` });
    expect((await portalGet(t, tokenOf(link.url))).statusCode).toBe(404);
    expect(await viewsOf(link.id)).toEqual([]);
  });
});
