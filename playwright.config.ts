import { defineConfig, devices } from '@playwright/test';

const port = Number(process.env.E2E_PORT ?? 3210);
export const baseURL = `http://127.0.0.1:${port}`;

const chromium = {
  ...devices['Desktop Chrome'],
  launchOptions: {
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  },
};

export default defineConfig({
  testDir: 'tests/e2e',
  outputDir: `test-results/e2e-${port}/artifacts`,
  fullyParallel: false,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  workers: 2,
  // Generous: a 2-core shared machine runs the server, two browsers and other work at once.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  use: {
    baseURL,
    // A failed test keeps its trace: each action's DOM snapshot and the network. Without the
    // trace's screenshots, a screencast of every page for the whole test, encoded by the
    // browser and the GPU process, which took ~25% of the suite's time (decision 248); the
    // failure's own screenshot is kept below.
    trace: { mode: 'retain-on-failure', screenshots: false },
    // Only the PWA spec runs with the service worker (it would hide requests from page.route).
    serviceWorkers: 'block',
    screenshot: 'only-on-failure',
  },
  projects: [
    { name: 'chromium', use: chromium, testIgnore: /(account|locale)\.spec\.ts/ },
    // The business locale is one setting for the whole server: while it is EUR, every other
    // spec would see it, so the locale spec runs alone after the rest.
    { name: 'locale', use: chromium, testMatch: /locale\.spec\.ts/, dependencies: ['chromium'] },
    // Changing the password signs out every other session, so it runs last.
    { name: 'account', use: chromium, testMatch: /account\.spec\.ts/, dependencies: ['locale'] },
  ],
  webServer: {
    command: 'node tests/e2e/start-server.mjs',
    url: `${baseURL}/api/health`,
    reuseExistingServer: false,
    // The build (with precompression) and start-up run on a shared 2-core machine.
    timeout: 300_000,
    env: { PORT: String(port) },
  },
});
