import type { Page, Request } from '@playwright/test';
import { expect, OWNER, test } from './fixtures';
import { createProject, createUpdate } from './update-data';

// Decision 205: the first screen's session check, code and data start with the page, in
// parallel with the entry script (static/first-screen.js and the map the build writes into
// the HTML); the public pages never load the management app.

/** Every request the page makes, by path and query. */
function recordRequests(page: Page): string[] {
  const seen: string[] = [];
  page.on('request', (request: Request) => {
    const url = new URL(request.url());
    seen.push(url.pathname + url.search);
  });
  return seen;
}

/** Holds the files matching `pattern` back until the returned function is called. */
async function holdBack(page: Page, pattern: RegExp): Promise<() => void> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(pattern, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

/** Signs the owner in at `width` px, with a note of today's on a new project. */
async function ownerWithTodaysNote(page: Page, width: number, project: string, note: string) {
  await page.setViewportSize({ width, height: 844 });
  expect((await page.request.post('/api/auth/login', { data: OWNER })).ok()).toBe(true);
  await createUpdate(page.request, await createProject(page.request, project), {
    note,
    date: new Date().toLocaleDateString('en-CA'),
  });
}

async function firstScreenMap(page: Page): Promise<Record<string, string[]>> {
  // Any path but `/` for a visitor, which is the prebuilt landing page (decision 206).
  const html = await (await page.request.get('/login')).text();
  const match = /<script type="application\/json" id="first-screen">([^<]*)<\/script>/.exec(html);
  expect(match, 'the first-screen map is in the HTML').not.toBeNull();
  return JSON.parse(match![1]!) as Record<string, string[]>;
}

test.describe('first screen', () => {
  test('the map names existing files for both halves and the first screens', async ({ page }) => {
    const map = await firstScreenMap(page);
    for (const key of ['signedIn', 'public', '/', '/updates', '/tasks', '/invoices', '/login']) {
      expect(map[key], key).toBeDefined();
    }
    expect(map.signedIn!.some((file) => /signed-in-app-.*\.js$/.test(file))).toBe(true);
    expect(map.public!.some((file) => /public-app-.*\.js$/.test(file))).toBe(true);
    const files = [...new Set(Object.values(map).flat())];
    for (const file of files) {
      expect(file).toMatch(/^\/assets\/[\w.-]+\.(js|css)$/);
      const response = await page.request.get(file);
      expect(response.status(), file).toBe(200);
    }
  });

  // `/` signed out loads no app at all (public.spec.ts, decision 206).
  test('signed out, /portfolio never loads the management app', async ({ page }) => {
    const map = await firstScreenMap(page);
    const requests = recordRequests(page);
    await page.goto('/portfolio');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.waitForLoadState('networkidle');
    // Chunks both halves share (Badge, the schemas) are fine; the signed-in half's own are not.
    const publicFiles = new Set([...map.public!, ...map['/login']!, ...map['/portfolio']!]);
    const signedInOnly = map.signedIn!.filter((file) => !publicFiles.has(file));
    expect(requests.filter((r) => signedInOnly.includes(r))).toEqual([]);
    expect(requests.filter((r) => /signed-in-app|dashboard-page/.test(r))).toEqual([]);
    expect(requests.filter((r) => r === '/api/auth/session')).toHaveLength(1);
  });

  // Decision 222: the share page is a document the server writes with its month and day in
  // it: no app code, no session check and no call for the visitor's phone to wait on.
  test(
    'the share page comes whole in its first answer: no script but the theme button, no call',
    { tag: '@sharing-settings' },
    async ({ page }) => {
      const requests = recordRequests(page);
      await page.goto('/share/daily');
      await expect(page.getByRole('heading', { name: /^Updates for / })).toBeVisible();
      await page.waitForLoadState('networkidle');
      const scripts = requests.filter((r) => /\.js(\?|$)/.test(r));
      expect(scripts.filter((r) => r !== '/theme-init.js' && r !== '/landing.js')).toEqual([]);
      expect(
        requests.filter((r) => r.startsWith('/api/') && !r.startsWith('/api/public/files/')),
      ).toEqual([]);
    },
  );

  test('signed in, the session and the Tasks lists are asked once each, and shown', async ({
    page,
    login,
  }) => {
    const requests = recordRequests(page);
    await login('/tasks');
    await expect(page.getByRole('heading', { name: /^Pending Tasks/ })).toBeVisible();
    await page.waitForLoadState('networkidle');
    const once = [
      '/api/auth/session',
      '/api/tasks?status=pending&limit=50',
      '/api/tasks?status=completed&limit=50',
      '/api/tasks/counts',
      '/api/settings/locale',
    ];
    for (const call of once)
      expect(
        requests.filter((r) => r === call),
        call,
      ).toHaveLength(1);
  });

  test('signed in, the Updates screen takes its early first page', async ({ page, login }) => {
    const map = await firstScreenMap(page);
    const requests = recordRequests(page);
    await login('/updates');
    await expect(page.getByText('Loading updates...')).toBeHidden();
    await page.waitForLoadState('networkidle');
    expect(requests.filter((r) => r === '/api/updates?limit=20')).toHaveLength(1);
    // Its code, asked for by first-screen.js in idle moments and by the app's own loader
    // as it imports it (decision 250): every file once.
    for (const file of new Set([...map.signedIn!, ...map['/updates']!]))
      expect(
        requests.filter((r) => r === file),
        file,
      ).toHaveLength(1);
  });

  // Decision 226: while the screen's code loads, its skeleton draws the newest notes from that
  // early first page, with the cards' own layout and the screen's controls' room kept.
  for (const width of [390, 1280]) {
    test(`signed in, the Updates skeleton draws the newest note where the screen will (${width} px)`, async ({
      page,
    }) => {
      await ownerWithTodaysNote(page, width, 'Skeleton', 'Skeleton check: slab poured');
      const release = await holdBack(page, /\/assets\/updates-page-[^/]*\.js$/);
      await page.goto('/updates');
      const note = page.locator('article').first().locator(':scope > p');
      // The shell's skeleton (the entry's frame draws the same notes first, decision 233),
      // still without the screen: its filters are not there.
      await expect(page.getByRole('button', { name: 'Sign out' })).toBeVisible();
      await expect(note).toBeVisible();
      await expect(page.getByTestId('update-filters')).toHaveCount(0);
      const text = await note.textContent();
      const before = await note.boundingBox();

      release();
      await expect(page.getByTestId('update-filters')).toBeVisible();
      await expect(page.getByRole('tab', { name: 'List View' })).toBeVisible();
      await expect(note).toHaveText(text!);
      expect(await note.boundingBox()).toEqual(before);
    });
  }

  // Decision 233: on Updates the entry's frame draws the newest notes too, from the screen's
  // own small first-paint chunk, before the signed-in half's code is in; the shell then
  // draws the same note in the same place.
  for (const width of [390, 1280]) {
    test(`signed in, the frame draws the newest note where the shell will (${width} px)`, async ({
      page,
    }) => {
      await ownerWithTodaysNote(page, width, 'Frame', 'Frame check: footings formed');
      const release = await holdBack(page, /\/assets\/signed-in-app-[^/]*\.js$/);
      await page.goto('/updates');
      const note = page.locator('article').first().locator(':scope > p');
      await expect(note).toHaveText('Frame check: footings formed');
      // Still the frame: the shell's header and its buttons are not there.
      await expect(page.getByRole('button', { name: 'Sign out' })).toHaveCount(0);
      const before = await note.boundingBox();

      release();
      await expect(page.getByRole('button', { name: 'Sign out' })).toBeVisible();
      await expect(page.getByTestId('update-filters')).toBeVisible();
      await expect(note).toHaveText('Frame check: footings formed');
      expect(await note.boundingBox()).toEqual(before);
    });
  }

  // Decision 232: while the signed-in half's code loads, the entry draws the shell's frame
  // with the screen's heading, where the shell then puts the same heading.
  for (const width of [390, 1280]) {
    test(`signed in, the frame draws the screen heading where the shell will (${width} px)`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 844 });
      expect((await page.request.post('/api/auth/login', { data: OWNER })).ok()).toBe(true);
      const release = await holdBack(page, /\/assets\/signed-in-app-[^/]*\.js$/);
      await page.goto('/invoices');
      const heading = page.getByRole('heading', { level: 1, name: 'Invoices' });
      await expect(heading).toBeVisible();
      await expect(
        page.getByText('Bill your clients, send invoices and track what is owed'),
      ).toBeVisible();
      // Still the frame: the shell's header and its buttons are not there.
      await expect(page.getByRole('button', { name: 'Sign out' })).toHaveCount(0);
      const before = await heading.boundingBox();

      release();
      await expect(page.getByRole('button', { name: 'Sign out' })).toBeVisible();
      await expect(page.getByRole('button', { name: 'Create Invoice' })).toBeVisible();
      expect(await heading.boundingBox()).toEqual(before);
    });
  }

  // Decision 242: once the session has answered, first-screen.js draws the same frame with
  // the screen's heading from the HTML the build rendered, before the entry's code has run;
  // the app's frame then takes its place, the heading where it was.
  const drawnFrames = [
    { path: '/tasks', heading: 'Daily Task Tracker', width: 390, scheme: 'light' },
    { path: '/invoices', heading: 'Invoices', width: 1280, scheme: 'dark' },
    { path: '/', heading: 'Dashboard', width: 1280, scheme: 'light' },
    { path: '/tasks', heading: 'Daily Task Tracker', width: 390, scheme: 'dark' },
  ] as const;
  for (const { path, heading: name, width, scheme } of drawnFrames) {
    test(`signed in, the page draws the frame of ${path} before the app's code (${width} px, ${scheme})`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 844 });
      await page.addInitScript((theme) => localStorage.setItem('theme', theme), scheme);
      expect((await page.request.post('/api/auth/login', { data: OWNER })).ok()).toBe(true);
      const release = await holdBack(page, /\/assets\/index-[^/]*\.js$/);
      // Not until `load`: the entry's script held back holds that back too.
      await page.goto(path, { waitUntil: 'commit' });
      const heading = page.getByRole('heading', { level: 1, name });
      await expect(heading).toBeVisible();
      await expect(page.locator('#drawn-frame')).toHaveCount(1);
      const before = await heading.boundingBox();
      const subtitle = page.locator('h1 + p');
      const line = await subtitle.textContent();
      const lineBox = await subtitle.boundingBox();

      release();
      await expect(page.getByRole('button', { name: 'Sign out' })).toBeVisible();
      await expect(page.locator('#drawn-frame')).toHaveCount(0);
      await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
      // Polled: the shell's skeleton and then the screen draw the heading again in turn.
      await expect.poll(() => heading.boundingBox()).toEqual(before);
      const sameLine = page.getByText(line!, { exact: true });
      await expect.poll(() => sameLine.boundingBox()).toEqual(lineBox);
    });
  }

  // Decision 253: on Updates, first-screen.js draws the frame with the first notes too, from
  // the markup the build rendered of the skeleton's components; the app keeps it until the
  // shell comes, which draws the same note in the same place.
  for (const { width, scheme } of [
    { width: 1280, scheme: 'dark' },
    { width: 390, scheme: 'light' },
  ] as const) {
    test(`signed in, the page draws Updates' first notes before the app's code (${width} px, ${scheme})`, async ({
      page,
    }) => {
      await page.addInitScript((theme) => localStorage.setItem('theme', theme), scheme);
      await ownerWithTodaysNote(
        page,
        width,
        'Drawn <Frame>',
        'Drawn check: <b>sill</b> & plates set',
      );
      const release = await holdBack(page, /\/assets\/index-[^/]*\.js$/);
      await page.goto('/updates', { waitUntil: 'commit' });
      const note = page.locator('article').first().locator(':scope > p');
      await expect(note).toHaveText('Drawn check: <b>sill</b> & plates set');
      await expect(page.locator('#drawn-frame article').first()).toBeVisible();
      await expect(page.locator('#drawn-frame article b')).toHaveCount(0);
      await expect(
        page.locator('#drawn-frame').getByRole('link', { name: 'Drawn <Frame>' }).first(),
      ).toBeVisible();
      const before = await note.boundingBox();

      release();
      await expect(page.getByRole('button', { name: 'Sign out' })).toBeVisible();
      await expect(page.locator('#drawn-frame')).toHaveCount(0);
      await expect(page.getByTestId('update-filters')).toBeVisible();
      await expect(note).toHaveText('Drawn check: <b>sill</b> & plates set');
      await expect.poll(() => note.boundingBox()).toEqual(before);
    });
  }

  // Decision 255: the page preloads the app's entry and first-screen.js starts it; on
  // Updates only once the first notes are drawn, and never more than a moment (HOLD_MS,
  // 1 s) later: on a busy machine the notes can take longer, and then the entry must have
  // waited the whole second. (Notes that came while the page was still parsed were drawn
  // after the entry started until 2026-12-06: first-screen-entry.isolated.test.ts.)
  test("signed in, Updates' first notes are drawn before the app's entry starts, or it waits its whole hold", async ({
    page,
  }) => {
    await ownerWithTodaysNote(page, 1280, 'Entry Order', 'Drawn before the entry starts');
    await page.addInitScript(() => {
      const seen = window as unknown as { __notesAtEntry?: boolean; __entryAt?: number };
      new MutationObserver(() => {
        const entry = document.querySelector('script[type="module"][src*="/assets/index-"]');
        if (entry && seen.__notesAtEntry === undefined) {
          seen.__notesAtEntry = document.querySelector('#drawn-frame article') !== null;
          seen.__entryAt = performance.now();
        }
      }).observe(document, { childList: true, subtree: true });
    });
    await page.goto('/updates');
    await expect(page.getByRole('button', { name: 'Sign out' })).toBeVisible();
    await expect(page.getByText('Drawn before the entry starts').first()).toBeVisible();
    const seen = await page.evaluate(() => {
      const marks = window as unknown as { __notesAtEntry?: boolean; __entryAt?: number };
      return { notesAtEntry: marks.__notesAtEntry, entryAt: marks.__entryAt };
    });
    expect(seen.entryAt).toBeDefined();
    if (!seen.notesAtEntry) {
      expect(
        seen.entryAt,
        'started before the notes were drawn and before its hold ended',
      ).toBeGreaterThanOrEqual(1000);
    }
  });

  test("signed in, the app starts while Updates' first page is slow, and shows it when it comes", async ({
    page,
  }) => {
    await ownerWithTodaysNote(page, 390, 'Slow Page', 'Came after the app had started');
    const release = await holdBack(page, /\/api\/updates\?limit=20$/);
    await page.goto('/updates', { waitUntil: 'commit' });
    // The shell, drawn by the app's code while the first page is still held back.
    await expect(page.getByRole('button', { name: 'Sign out' })).toBeVisible();
    await expect(page.locator('#drawn-frame')).toHaveCount(0);
    release();
    await expect(page.getByText('Came after the app had started').first()).toBeVisible();
  });

  test('signed in, a screen without drawn notes starts the entry once the page is parsed', async ({
    page,
  }) => {
    expect((await page.request.post('/api/auth/login', { data: OWNER })).ok()).toBe(true);
    // The session held back: the entry does not wait for it (the app shows its own frame).
    const release = await holdBack(page, /\/api\/auth\/session$/);
    const entry = page.waitForRequest(/\/assets\/index-[^/]*\.js$/);
    await page.goto('/tasks', { waitUntil: 'commit' });
    await entry;
    await expect
      .poll(() => page.locator('script[type="module"][src*="/assets/index-"]').count())
      .toBe(1);
    release();
    await expect(page.getByRole('heading', { level: 1, name: 'Daily Task Tracker' })).toBeVisible();
  });

  // Decision 220: the screens read their answers as sent and take plain values from core,
  // not the schemas, so no first screen in the budget carries zod; the login form does.
  test('the signed-in first screens carry no zod', async ({ page }) => {
    const html = await (await page.request.get('/login')).text();
    const entry = [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+\.js)"/g)].map((m) => m[1]!);
    const map = await firstScreenMap(page);
    const withZod = async (files: string[]) => {
      const found: string[] = [];
      for (const file of files.filter((f) => f.endsWith('.js'))) {
        const code = await (await page.request.get(file)).text();
        if (code.includes('$ZodType')) found.push(file);
      }
      return found;
    };
    expect(await withZod([...map.public!, ...map['/login']!])).not.toEqual([]);
    for (const screen of ['/', '/updates', '/tasks', '/invoices']) {
      expect(await withZod([...entry, ...map.signedIn!, ...map[screen]!]), screen).toEqual([]);
    }
  });

  // Decision 219: a form dialog's code (its form library, date fields, drafts) is not part
  // of its screen's: the first paint does not wait for it; it is asked for once the screen
  // has mounted.
  test('signed in, the code of a form dialog comes after its screen', async ({ page, login }) => {
    const map = await firstScreenMap(page);
    const formCode = (r: string) => /\/assets\/(task-form-dialog|use-form|date-field)-/.test(r);
    expect(map['/tasks']!.filter(formCode)).toEqual([]);
    expect(map['/tasks']!.some((file) => /tasks-page-/.test(file))).toBe(true);
    const requests = recordRequests(page);
    await login('/tasks');
    await expect(page.getByRole('heading', { name: /^Pending Tasks/ })).toBeVisible();
    await page.waitForLoadState('networkidle');
    const tasksPage = requests.findIndex((r) => /\/assets\/tasks-page-/.test(r));
    const dialogCode = requests.findIndex((r) => /\/assets\/task-form-dialog-/.test(r));
    expect(tasksPage).toBeGreaterThanOrEqual(0);
    expect(dialogCode).toBeGreaterThan(tasksPage);
    await page.getByRole('button', { name: 'Add Task' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add Task' });
    await expect(dialog.getByRole('textbox', { name: 'Title' })).toBeVisible();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
  });

  // Decision 259: a form that needs a connection (an invoice, a payment, an e-mail) is not
  // kept in advance: its code, zod with it, comes when it first opens.
  test('signed in, the code of a form that needs a connection comes when it opens', async ({
    page,
    login,
  }) => {
    const requests = recordRequests(page);
    const dialogCode =
      /\/assets\/(invoice-form|record-payment|send-invoice|email-summary|updates-email)-dialog-/;
    const withZod = async () => {
      const found: string[] = [];
      for (const file of requests.filter((r) => /^\/assets\/.*\.js$/.test(r))) {
        if ((await (await page.request.get(file)).text()).includes('$ZodType')) found.push(file);
      }
      return found;
    };
    for (const [screen, button, name] of [
      ['/', 'Email', 'Email Project Summary'],
      ['/invoices', 'Create Invoice', 'Create Invoice'],
    ] as const) {
      requests.length = 0;
      if (screen === '/') await login(screen);
      else await page.goto(screen);
      const opener = page.getByRole('button', { name: button, exact: true });
      await expect(opener).toBeVisible();
      await page.waitForLoadState('networkidle');
      expect(
        requests.filter((r) => dialogCode.test(r)),
        screen,
      ).toEqual([]);
      expect(await withZod(), screen).toEqual([]);
      await opener.click();
      const dialog = page.getByRole('dialog', { name });
      await expect(dialog).toBeVisible();
      expect(
        requests.filter((r) => dialogCode.test(r)),
        screen,
      ).toHaveLength(1);
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
      await expect(opener).toBeFocused();
    }
  });
});
