import type { Page } from '@playwright/test';
import { expect, OWNER, test } from './fixtures';

/**
 * Registers the worker at `url` and waits until it is the active one: a new script URL is a
 * new worker, as a new build's bytes are (decision 258).
 */
const installWorker = (page: Page, url: string) =>
  page.evaluate(async (url) => {
    const registration = await navigator.serviceWorker.register(url);
    await new Promise<void>((resolve) => {
      const check = () =>
        registration.active?.scriptURL.endsWith(url) && registration.active.state === 'activated'
          ? resolve()
          : setTimeout(check, 100);
      check();
    });
  }, url);

/**
 * Waits until the page's worker has kept the build and finished activating: activating, it
 * lets go of what the build's list does not name, so a test that changes the cache before
 * then races it.
 */
const workerActivated = (page: Page) =>
  page.evaluate(async () => {
    const worker = (await navigator.serviceWorker.ready).active!;
    if (worker.state === 'activated') return;
    await new Promise<void>((resolve) => {
      worker.addEventListener('statechange', () => worker.state === 'activated' && resolve());
    });
  });

test.describe('installable app', () => {
  test.use({ serviceWorkers: 'allow' });

  test('links a manifest whose icons load', async ({ page }) => {
    await page.goto('/');
    const href = await page.locator('link[rel="manifest"]').getAttribute('href');
    const manifest = await (await page.request.get(href!)).json();
    expect(manifest).toMatchObject({ name: 'Sitebook', start_url: '/', display: 'standalone' });
    const sizes = manifest.icons.map((icon: { sizes: string }) => icon.sizes);
    expect(sizes).toEqual(expect.arrayContaining(['192x192', '512x512']));
    for (const icon of manifest.icons as { src: string; type: string }[]) {
      const response = await page.request.get(icon.src);
      expect(response.status(), icon.src).toBe(200);
      expect(response.headers()['content-type']).toContain(icon.type.split('+')[0]);
    }
  });

  test('the service worker serves the app shell offline but never API data', async ({
    page,
    context,
  }) => {
    await page.goto('/');
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
    });
    // The first load was not yet controlled; this one goes through the worker and fills the cache.
    await page.reload();
    await expect
      .poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller)))
      .toBe(true);
    await expect(page.getByRole('link', { name: 'Get Started' })).toBeVisible();

    await context.setOffline(true);
    await page.reload();
    await expect(page.getByRole('link', { name: 'Get Started' })).toBeVisible();
    const apiWhileOffline = await page.evaluate(() =>
      fetch('/api/health').then(
        () => 'answered',
        () => 'failed',
      ),
    );
    expect(apiWhileOffline).toBe('failed');
    await context.setOffline(false);
  });

  // Decision 195: the worker keeps every file of the build on install, from the build's list.
  test('the service worker keeps every file the build lists, and the list names only real files', async ({
    page,
  }) => {
    await page.goto('/');
    const missing = await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
      const files = (await (await fetch('/asset-list.json')).json()) as string[];
      const cache = await caches.open('sitebook-shell-v3');
      const kept = await Promise.all(files.map((file) => cache.match(file)));
      return { count: files.length, missing: files.filter((_, index) => !kept[index]) };
    });
    expect(missing.count).toBeGreaterThan(50);
    expect(missing.missing).toEqual([]);
  });

  // Decision 258: the worker's bytes change with each build, so a browser installs the new
  // build's worker; it keeps that build's files and lets go of an older build's.
  test("the worker is its build's own, and a new worker lets go of an older build's files", async ({
    page,
  }) => {
    await page.goto('/');
    await workerActivated(page);
    const result = await page.evaluate(async () => {
      const listed = await (await fetch('/asset-list.json')).text();
      const digest = await crypto.subtle.digest(
        'SHA-256',
        new TextEncoder().encode((JSON.parse(listed) as string[]).join('\n')),
      );
      const id = [...new Uint8Array(digest)]
        .map((byte) => byte.toString(16).padStart(2, '0'))
        .join('')
        .slice(0, 16);
      const worker = await (await fetch('/sw.js')).text();

      const cache = await caches.open('sitebook-shell-v3');
      await cache.put('/assets/older-build-0000.js', new Response('export {};'));
      return { listed, ownBuild: worker.includes(`// Build: ${id}.`) };
    });
    await installWorker(page, '/sw.js?next-build');
    const kept = await page.evaluate(
      async (files) => {
        const cache = await caches.open('sitebook-shell-v3');
        const present = await Promise.all(files.map((file) => cache.match(file)));
        return {
          older: Boolean(await cache.match('/assets/older-build-0000.js')),
          shell: Boolean(await cache.match('/index.html')),
          missing: files.filter((_, index) => !present[index]),
        };
      },
      JSON.parse(result.listed) as string[],
    );
    expect(result.ownBuild).toBe(true);
    expect(kept).toEqual({ older: false, shell: true, missing: [] });
  });

  test('a new worker whose list cannot be fetched lets nothing go', async ({ page, context }) => {
    await page.goto('/');
    await workerActivated(page);
    const files = await page.evaluate(async () => {
      const cache = await caches.open('sitebook-shell-v3');
      await cache.put('/assets/older-build-0000.js', new Response('export {};'));
      // An older install's list, which names none of this build's files.
      await cache.put('/asset-list.json', Response.json(['/assets/older-build-0000.js']));
      return (await (await fetch('/asset-list.json')).json()) as string[];
    });
    await context.route('**/asset-list.json', (route) => route.abort());
    await installWorker(page, '/sw.js?list-lost');
    const kept = await page.evaluate(async (files) => {
      const cache = await caches.open('sitebook-shell-v3');
      const present = await Promise.all(files.map((file) => cache.match(file)));
      return {
        missing: files.filter((_, index) => !present[index]),
        older: Boolean(await cache.match('/assets/older-build-0000.js')),
      };
    }, files);
    expect(files.length).toBeGreaterThan(50);
    expect(kept).toEqual({ missing: [], older: true });
  });

  // Decision 260: one file after another, keeping a build took ~25 s on a phone's network.
  test('a new worker keeps the build a few files at a time, leaving connections to the page', async ({
    page,
    context,
  }) => {
    await page.goto('/');
    await workerActivated(page);
    const files = await page.evaluate(async () => {
      await caches.delete('sitebook-shell-v3');
      return (await (await fetch('/asset-list.json')).json()) as string[];
    });
    let inFlight = 0;
    let most = 0;
    let asked = 0;
    // Each of the worker's requests for a build file is held a moment, as a slow network
    // would: those asked for together are then seen together.
    await context.route('**/assets/**', async (route) => {
      if (!route.request().serviceWorker()) return route.continue();
      asked += 1;
      inFlight += 1;
      most = Math.max(most, inFlight);
      await new Promise((resolve) => setTimeout(resolve, 40));
      inFlight -= 1;
      await route.continue();
    });
    await installWorker(page, '/sw.js?a-few-at-a-time');
    const missing = await page.evaluate(async (files) => {
      const cache = await caches.open('sitebook-shell-v3');
      const present = await Promise.all(files.map((file) => cache.match(file)));
      return files.filter((_, index) => !present[index]);
    }, files);
    expect(missing).toEqual([]);
    expect(asked).toBe(files.length);
    expect(most).toBeGreaterThan(1);
    expect(most).toBeLessThanOrEqual(4);
  });
});

test.describe('installable app, from Updates', () => {
  test.use({ serviceWorkers: 'allow' });

  // Decision 255: on Updates the page starts the app's code once the first notes are drawn,
  // which can be after the page's `load`; the app still registers its service worker.
  test('registers the service worker when its code starts after the page has loaded', async ({
    page,
  }) => {
    expect((await page.request.post('/api/auth/login', { data: OWNER })).ok()).toBe(true);
    await page.route(/\/api\/updates\?limit=20$/, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 600));
      await route.continue();
    });
    await page.addInitScript(() => {
      const seen = window as unknown as { __loadBeforeApp?: boolean };
      window.addEventListener('load', () => {
        seen.__loadBeforeApp ??= document.querySelector('script[src*="/assets/index-"]') === null;
      });
    });
    await page.goto('/updates');
    await expect(page.getByRole('button', { name: 'Sign out' })).toBeVisible();
    expect(
      await page.evaluate(() => (window as { __loadBeforeApp?: boolean }).__loadBeforeApp),
    ).toBe(true);
    await expect
      .poll(() =>
        page.evaluate(async () => Boolean(await navigator.serviceWorker.getRegistration())),
      )
      .toBe(true);
  });
});
