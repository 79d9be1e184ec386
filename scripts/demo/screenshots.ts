// Takes the README screenshots from a running app filled by `npm run demo`:
//   BASE_URL=http://127.0.0.1:3000 OWNER_PASSWORD=... npx tsx scripts/demo/screenshots.ts
// Headless Debian Chromium (CHROMIUM_PATH overrides), 1280 px wide, light theme,
// plus one dark and one phone-sized shot. Files go to docs/screenshots/.
import fs from 'node:fs';
import path from 'node:path';
import { chromium, type Page } from '@playwright/test';

const baseURL = process.env.BASE_URL ?? 'http://127.0.0.1:3000';
const username = process.env.OWNER_USERNAME ?? 'admin';
const password = process.env.OWNER_PASSWORD ?? '';
const outDir = path.resolve('docs/screenshots');

interface Shot {
  file: string;
  path: string;
  ready: string;
  theme?: 'light' | 'dark';
  phone?: boolean;
  prepare?: (page: Page) => Promise<void>;
}

const SHOTS: Shot[] = [
  { file: 'dashboard.png', path: '/', ready: 'Recent Updates' },
  { file: 'contacts.png', path: '/clients', ready: 'Filter & Sort' },
  { file: 'projects.png', path: '/projects', ready: 'Holloway Kitchen & Addition' },
  { file: 'tasks.png', path: '/tasks', ready: 'Pending Tasks' },
  { file: 'updates.png', path: '/updates', ready: 'Insulation inspection passed' },
  {
    file: 'calendar.png',
    path: '/updates',
    ready: 'List View',
    prepare: async (page) => {
      await page.getByRole('tab', { name: 'Calendar View' }).click();
      await page.getByText('Select Date').waitFor();
    },
  },
  { file: 'share.png', path: '/share/daily', ready: 'Updates for' },
  { file: 'invoices.png', path: '/invoices', ready: 'INV-' },
  { file: 'dashboard-dark.png', path: '/', ready: 'Recent Updates', theme: 'dark' },
  {
    file: 'updates-phone.png',
    path: '/updates',
    ready: 'Insulation inspection passed',
    phone: true,
  },
];

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking'],
});
try {
  fs.mkdirSync(outDir, { recursive: true });
  for (const shot of SHOTS) {
    const context = await browser.newContext({
      baseURL,
      viewport: shot.phone ? { width: 390, height: 844 } : { width: 1280, height: 800 },
      deviceScaleFactor: 1,
      serviceWorkers: 'block',
    });
    await context.addInitScript(
      (theme) => localStorage.setItem('theme', theme),
      shot.theme ?? 'light',
    );
    const login = await context.request.post('/api/auth/login', { data: { username, password } });
    if (!login.ok()) throw new Error(`sign-in failed: ${login.status()} ${await login.text()}`);
    const page = await context.newPage();
    await page.goto(shot.path);
    await page.getByText(shot.ready).first().waitFor();
    await shot.prepare?.(page);
    await page.waitForLoadState('networkidle');
    // Let images decode and charts finish their entry animation.
    await page.waitForTimeout(1200);
    const file = path.join(outDir, shot.file);
    await page.screenshot({ path: file });
    console.log(`${shot.file}: ${Math.round(fs.statSync(file).size / 1024)} KB`);
    await context.close();
  }
} finally {
  await browser.close();
}
