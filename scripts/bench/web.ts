import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { chromium, type Browser, type Page } from 'playwright-core';

// The browser side: which JavaScript a visitor downloads (gzip size of the built
// files actually requested), and how fast the big lists show their first page.

export interface ScreenTiming {
  screen: string;
  /** ms from navigation start until the first card is in the page (Performance API). */
  firstPageMs: number | null;
  cards: number;
  apiCalls: string[];
}

export interface WebResult {
  landingJsGzipKb: number;
  dashboardJsGzipKb: number;
  landingFiles: number;
  dashboardFiles: number;
  screens: ScreenTiming[];
}

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

function gzipKb(webDir: string, urls: Set<string>): number {
  let bytes = 0;
  for (const url of urls) {
    const file = path.join(webDir, new URL(url).pathname);
    if (fs.existsSync(file)) bytes += zlib.gzipSync(fs.readFileSync(file)).length;
  }
  return Math.round((bytes / 1024) * 10) / 10;
}

async function scriptsLoaded(browser: Browser, url: string, cookie?: string): Promise<Set<string>> {
  const context = await browser.newContext();
  if (cookie) {
    const [name, value] = cookie.split('=') as [string, string];
    await context.addCookies([{ name, value, url }]);
  }
  const page = await context.newPage();
  const scripts = new Set<string>();
  page.on('request', (request) => {
    if (request.url().endsWith('.js') && request.url().startsWith(url)) scripts.add(request.url());
  });
  await page.goto(`${url}/`, { waitUntil: 'networkidle' });
  await context.close();
  return scripts;
}

async function firstPage(page: Page, url: string, screen: string, selector: string) {
  const apiCalls: string[] = [];
  const onRequest = (request: { url(): string }) => {
    const u = request.url();
    if (u.includes('/api/')) apiCalls.push(u.slice(url.length));
  };
  page.on('request', onRequest);
  await page.goto(`${url}${screen}`);
  await page.locator(selector).first().waitFor({ timeout: 30_000 });
  const firstPageMs = await page.evaluate(() => Math.round(performance.now()));
  await page.waitForLoadState('networkidle');
  const cards = await page.locator(selector).count();
  page.off('request', onRequest);
  return { screen, firstPageMs, cards, apiCalls };
}

export async function measureWeb(url: string, webDir: string, cookie: string): Promise<WebResult> {
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--no-sandbox'] });
  try {
    const landing = await scriptsLoaded(browser, url);
    const dashboard = await scriptsLoaded(browser, url, cookie);
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const [name, value] = cookie.split('=') as [string, string];
    await context.addCookies([{ name, value, url }]);
    const page = await context.newPage();
    const screens: ScreenTiming[] = [];
    // Each screen in a fresh page load, so the timing includes the app's own start.
    screens.push(await firstPage(page, url, '/updates', '[aria-label="Delete update"]'));
    screens.push(await firstPage(page, url, '/tasks', '[aria-label^="Delete "]'));
    await context.close();
    return {
      landingJsGzipKb: gzipKb(webDir, landing),
      dashboardJsGzipKb: gzipKb(webDir, dashboard),
      landingFiles: landing.size,
      dashboardFiles: dashboard.size,
      screens,
    };
  } finally {
    await browser.close();
  }
}
