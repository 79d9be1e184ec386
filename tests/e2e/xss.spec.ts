import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import type { Page } from '@playwright/test';
import { expect as baseExpect, test } from './fixtures';

// A shared 2-core machine runs the server, the browser and other work at once: a screen's
// first list can take longer than 10 s (CI: /projects after its heading).
const expect = baseExpect.configure({ timeout: 30_000 });

// Stored XSS: every text field holds markup and script; every screen, the share
// pages and the invoice PDF must show it as text, and no script may run.

const PAYLOADS = [
  '<img src=x onerror=window.__xss=1>',
  '<script>window.__xss=2</script>',
  '"><svg onload=window.__xss=3>',
];
const XSS = PAYLOADS.join(' ');

declare global {
  interface Window {
    __xss?: number;
  }
}

async function expectNoScriptRan(page: Page, where: string) {
  const state = await page.evaluate(() => ({
    xss: window.__xss,
    // A JSON data block (the build's first-screen map, decision 205) never runs: only
    // scripts a browser would execute count.
    injected: document.querySelectorAll(
      'img[src="x"], [onerror], [onload], svg[onload], script:not([src]):not([type="application/json"])',
    ).length,
  }));
  expect(state, where).toEqual({ xss: undefined, injected: 0 });
}

async function post(page: Page, url: string, data: object) {
  const response = await page.request.post(url, { data });
  expect(response.ok(), `${url}: ${await response.text()}`).toBe(true);
  return (await response.json()) as { id: string; invoiceNumber?: string };
}

test(
  'markup in every text field is shown as text on every screen, share page and PDF',
  { tag: ['@business-profile', '@sharing-settings'] },
  async ({ page, login }) => {
    test.setTimeout(90_000);
    const dialogs: string[] = [];
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    await login('/');
    const stamp = `${Date.now()}`;
    const named = (what: string) => `${what} ${stamp} ${XSS}`;
    const client = await post(page, '/api/clients', {
      name: named('Client'),
      email: `xss${stamp}@example.com`,
      phone: '555-0100',
      type: 'Client',
      company: named('Company'),
      position: named('Position'),
    });
    await post(page, '/api/clients', {
      name: named('Vendor'),
      email: `vendor${stamp}@example.com`,
      phone: '555-0101',
      type: 'Vendor',
      trade: 'Plumbing',
    });
    const project = await post(page, '/api/projects', {
      name: named('Project'),
      clientId: client.id,
      status: 'In Progress',
      address: named('Address'),
      description: named('Description'),
    });
    const checklist = JSON.stringify([{ text: named('Item'), completed: false }]);
    await post(page, '/api/tasks', {
      title: named('Task'),
      description: named('Task description'),
      projectId: project.id,
      checklist,
    });
    const today = new Date().toISOString().slice(0, 10);
    const uploaded = await page.request.post('/api/updates', {
      multipart: {
        projectId: project.id,
        note: named('Note'),
        date: today,
        checklist,
        file: { name: `${PAYLOADS[0]}.txt`, mimeType: 'text/html', buffer: Buffer.from(XSS) },
      },
    });
    expect(uploaded.ok(), await uploaded.text()).toBe(true);
    const update = (await uploaded.json()) as { id: string };
    const invoice = await post(page, '/api/invoices', {
      clientId: client.id,
      projectId: project.id,
      date: today,
      items: [
        { description: `Line ${XSS}`, quantity: 1, rate: 10 },
        // Breaking out of a PDF string would turn this into an action.
        { description: 'x) /JS (app.alert(1)', quantity: 1, rate: 1 },
      ],
    });
    const profile = await page.request.put('/api/settings/business-profile', {
      data: { name: named('Business'), address: named('Street'), email: '', phone: '' },
    });
    expect(profile.ok(), await profile.text()).toBe(true);

    const screens = [
      '/',
      '/contacts',
      '/projects',
      '/tasks',
      '/updates',
      '/invoices',
      '/settings',
      // The business profile (with the payload) has its own Settings section (decision 181).
      '/settings/business',
    ];
    for (const screen of screens) {
      await page.goto(screen);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      if (!screen.startsWith('/settings')) {
        await expect(page.getByText(PAYLOADS[0]!, { exact: false }).first()).toBeVisible();
      }
      await expectNoScriptRan(page, screen);
    }
    await page.goto('/updates');
    await page.getByRole('tab', { name: /Calendar/ }).click();
    await expectNoScriptRan(page, '/updates calendar');
    await page.goto(`/projects?id=${project.id}`);
    await expectNoScriptRan(page, 'project record');

    // Search hits render names as text.
    await page.goto('/');
    await page.keyboard.press('Control+K');
    await page.keyboard.type('onerror');
    await expect(page.getByText(`Project ${stamp}`, { exact: false }).first()).toBeVisible();
    await expectNoScriptRan(page, 'search');

    // Public share pages, as the owner sees them (same rendering for everyone).
    for (const url of [`/share/update/${update.id}`, '/share/daily']) {
      await page.goto(url);
      await expect(page.getByText(`Note ${stamp}`, { exact: false }).first()).toBeVisible();
      await expectNoScriptRan(page, url);
    }

    // The invoice PDF holds the text as (escaped) text and no actions.
    await page.goto(`/invoices?id=${invoice.id}`);
    const card = page.locator(`[data-record-id="${invoice.id}"]`);
    const downloadPromise = page.waitForEvent('download');
    await card.getByRole('button', { name: 'Export PDF' }).click();
    const pdfFile = await (await downloadPromise).path();
    const pdf = fs.readFileSync(pdfFile, 'latin1');
    expect(pdf.startsWith('%PDF-')).toBe(true);
    // The server PDF (decision 171) embeds its font, so its text is read back with pdftotext.
    const pdfText = execFileSync('pdftotext', [pdfFile, '-'], { encoding: 'utf8' });
    expect(pdfText).toContain('onerror=window.__xss=1');
    expect(pdfText).toContain('x) /JS (app.alert(1)');
    // No JavaScript or launch action may appear.
    expect(pdf).not.toMatch(/\/JavaScript|\/Launch|\/JS\s*[(<]/);
    await expectNoScriptRan(page, 'after PDF export');
    expect(dialogs).toEqual([]);
  },
);
