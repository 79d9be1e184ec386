import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { startFakeWeather, type FakeWeather } from '../api/helpers/fake-weather';
import { expectAccessible, THEMES, useTheme } from './axe';
import { expect, expectToast, test } from './fixtures';
import { createProject, PNG } from './update-data';

// Issue 19: the day's log on a phone (the full-screen sheet, its sections, the camera),
// the cards that show it, the site's location, the weather service settings, and the
// weekly report and delay days made from the log.

// The day's log is a long script on a busy 2-core machine: more time than the default minute.
test.describe.configure({ timeout: 180_000 });

const PHONE = { width: 390, height: 844 };
const SHOTS = path.resolve('docs/screenshots');
const daysAgo = (days: number) =>
  new Date(Date.now() - days * 86_400_000).toISOString().slice(0, 10);

let fake: FakeWeather;

test.beforeAll(async () => {
  fake = await startFakeWeather();
});

test.afterAll(async () => {
  await fake.close();
});

async function useFakeWeather(request: APIRequestContext) {
  const response = await request.put('/api/settings/weather', {
    data: { provider: 'open-meteo', baseUrl: fake.baseUrl },
  });
  expect(response.ok(), await response.text()).toBe(true);
}

async function forgetWeatherSettings(request: APIRequestContext) {
  expect((await request.delete('/api/settings/weather')).ok()).toBe(true);
}

/** A project with a site location and a subcontractor, and yesterday's log with two crew rows. */
async function seedSite(request: APIRequestContext, label: string) {
  const project = await createProject(request, label);
  const located = await request.patch(`/api/projects/${project.id}`, {
    data: {
      name: project.name,
      clientId: project.clientId,
      status: project.status,
      latitude: 41.878113,
      longitude: -87.629799,
    },
  });
  expect(located.ok(), await located.text()).toBe(true);
  const sub = await request.post('/api/clients', {
    data: {
      name: `Dana Ruiz ${Date.now()}`,
      company: 'Ruiz Framing',
      email: `dana${Date.now()}@example.com`,
      phone: '555-0101',
      type: 'Subcontractor',
    },
  });
  expect(sub.ok(), await sub.text()).toBe(true);
  const yesterday = await request.post('/api/updates', {
    multipart: {
      projectId: project.id,
      project: project.name,
      note: `Framing started ${Date.now()}`,
      date: daysAgo(1),
      crew: JSON.stringify([
        { contactId: (await sub.json()).id, trade: 'Framing', workers: 4, hours: 8 },
        { contactId: null, company: 'Our crew', trade: 'Carpentry', workers: 2, hours: 8 },
      ]),
    },
  });
  expect(yesterday.status(), await yesterday.text()).toBe(201);
  return project;
}

/** Counts each tap and each field filled, so the test can say how short the flow is. */
function counter() {
  let actions = 0;
  return {
    get actions() {
      return actions;
    },
    tap: async (locator: Locator) => {
      actions += 1;
      await locator.click();
    },
    fill: async (locator: Locator, value: string) => {
      actions += 1;
      await locator.fill(value);
    },
    choose: async (page: Page, combobox: Locator, option: string) => {
      actions += 2;
      await combobox.click();
      await page.getByRole('option', { name: option, exact: true }).click();
    },
    files: async (input: Locator, file: Parameters<Locator['setInputFiles']>[0]) => {
      actions += 1;
      await input.setInputFiles(file);
    },
  };
}

const section = (dialog: Locator, title: string) =>
  dialog.getByRole('button', { name: new RegExp(`^${title}`) });

test.describe('the daily log on a phone', () => {
  test.beforeEach(async ({ page }) => {
    await page.setViewportSize(PHONE);
  });

  test('a whole day is logged from the sheet in a handful of taps, and the card shows it', async ({
    page,
    login,
  }) => {
    await login('/updates');
    await useFakeWeather(page.request);
    try {
      const project = await seedSite(page.request, 'Lakeview');
      await page.reload();
      const note = `Walls up on level 2 ${Date.now()}`;
      const act = counter();
      // Issue 19: a whole day's log in under a minute, from the first tap to the saved toast.
      // The minute is a person's: the actions are counted below (a shared machine's clock
      // would make a timed assertion flaky); the scripted run's time is only reported.
      const started = Date.now();

      await act.tap(page.getByRole('button', { name: 'Add Update' }));
      const dialog = page.getByRole('dialog', { name: 'Add Update' });
      // A full-screen sheet at phone width.
      const box = (await dialog.boundingBox())!;
      expect(box.width).toBeGreaterThanOrEqual(PHONE.width - 1);
      expect(box.height).toBeGreaterThanOrEqual(PHONE.height - 1);

      await act.fill(dialog.getByRole('combobox', { name: 'Project' }), project.name);
      await act.tap(page.getByRole('option', { name: project.name, exact: true }));
      await act.fill(dialog.getByRole('textbox', { name: 'Note' }), note);

      // Weather: filled from the (fake) Open-Meteo service for the site and day, no tap.
      await expect(dialog.getByTestId('section-summary-weather')).toHaveText(
        'Auto-filled: Light rain, 3.1 to 12.4 °C',
      );

      // Crew: yesterday's two rows in one tap.
      await act.tap(section(dialog, 'Crew'));
      await act.tap(dialog.getByRole('button', { name: 'Same as last log' }));
      const crew = dialog.getByRole('group', { name: 'Crew row 2' });
      await expect(crew.getByLabel('Crew name')).toHaveValue('Our crew');
      await act.fill(crew.getByLabel('Workers'), '3');
      await expect(dialog.getByTestId('section-summary-crew')).toHaveText(
        '7 workers, 56 crew-hours',
      );

      await act.tap(section(dialog, 'Delays'));
      await act.tap(dialog.getByRole('button', { name: 'Add delay' }));
      const delay = dialog.getByRole('group', { name: 'Delay 1' });
      await act.fill(delay.getByLabel('Hours lost'), '1.5');
      await act.fill(delay.getByLabel('Cause'), 'Rain stopped the crane');

      await act.tap(section(dialog, 'Visitors & inspections'));
      await act.tap(dialog.getByRole('button', { name: 'Add visitor' }));
      const visitor = dialog.getByRole('group', { name: 'Visitor 1' });
      await act.fill(visitor.getByLabel('Name'), 'Pat Okafor');
      await act.tap(visitor.getByLabel('Inspection'));
      await act.choose(page, visitor.getByRole('combobox', { name: 'Result' }), 'Pass');

      await act.tap(section(dialog, 'Deliveries'));
      await act.tap(dialog.getByRole('button', { name: 'Add delivery' }));
      const delivery = dialog.getByRole('group', { name: 'Delivery 1' });
      await act.fill(delivery.getByLabel('Supplier'), 'North Lumber');
      await act.fill(delivery.getByLabel('Items'), '2x6 studs');

      await act.tap(section(dialog, 'Safety'));
      await act.tap(dialog.getByLabel('Toolbox talk'));

      // The camera is one tap away.
      const camera = dialog.getByLabel('Take photo');
      await expect(camera).toHaveAttribute('capture', 'environment');
      await expect(camera).toHaveAttribute('accept', 'image/*');
      await act.files(camera, { name: 'level-2.png', mimeType: 'image/png', buffer: PNG });

      // Save stays on screen (sticky footer) with every section open, and is thumb-sized.
      const save = dialog.getByRole('button', { name: 'Add Update' });
      await expect(save).toBeInViewport({ ratio: 1 });
      for (const target of [
        save,
        dialog.getByRole('button', { name: 'Take Photo' }),
        dialog.getByRole('button', { name: 'Add delay' }),
        dialog.getByRole('button', { name: 'Same as last log' }),
        dialog.getByRole('combobox', { name: 'Project' }),
      ]) {
        expect((await target.boundingBox())!.height).toBeGreaterThanOrEqual(44);
      }
      await act.tap(save);
      await expectToast(page, 'Update added', 'The project update has been added successfully.');
      test.info().annotations.push({
        type: 'whole day at 390 px',
        description: `${Date.now() - started} ms scripted`,
      });

      // The whole day: a handful of actions, not a form to fight with (a person at about
      // two seconds an action also stays under the minute).
      expect(act.actions).toBeLessThanOrEqual(26);

      const card = page.getByRole('article').filter({ hasText: note });
      const summary = card.getByTestId('daily-log-summary');
      await expect(summary).toContainText('Weather: Light rain, 3.1 °C to 12.4 °C');
      await expect(summary).toContainText('Crew: 7 workers, 56 crew-hours');
      await expect(summary).toContainText('Ruiz Framing (Framing)');
      await expect(summary).toContainText(
        'Delays: 1.5 h lost (Weather 1.5 h: Rain stopped the crane)',
      );
      await expect(summary).toContainText('Inspection: Pat Okafor, Pass');
      await expect(summary).toContainText('Delivery: North Lumber: 2x6 studs');
      await expect(summary).toContainText('Safety: Toolbox talk');
      await expect(card).toContainText('1 file(s)');

      const updates = (await (await page.request.get('/api/updates')).json()) as {
        note: string;
        weather: { source: string; conditions: string } | null;
        crew: { workers: number; contactId: string | null }[];
        visitors: { result: string | null }[];
        safety: { toolboxTalk: boolean } | null;
        sectionVisibility: Record<string, string>;
        attachments: unknown[];
      }[];
      const saved = updates.find((update) => update.note === note)!;
      expect(saved.weather).toMatchObject({ source: 'auto', conditions: 'Light rain' });
      expect(saved.crew.map((row) => row.workers)).toEqual([4, 3]);
      expect(saved.crew[0]!.contactId).not.toBeNull();
      expect(saved.visitors[0]!.result).toBe('pass');
      expect(saved.safety?.toolboxTalk).toBe(true);
      expect(saved.sectionVisibility).toMatchObject({ weather: 'client', crew: 'internal' });
      expect(saved.attachments).toHaveLength(1);

      // Editing keeps the sections; a changed temperature becomes "Entered".
      await card.getByRole('button', { name: 'Edit update' }).click();
      const edit = page.getByRole('dialog', { name: 'Edit Update' });
      await expect(edit.getByTestId('section-summary-crew')).toHaveText('7 workers, 56 crew-hours');
      await section(edit, 'Weather').click();
      await edit.getByLabel('High (°C)').fill('14');
      await expect(edit.getByTestId('section-summary-weather')).toHaveText(
        'Entered: Light rain, 3.1 to 14 °C',
      );
      await section(edit, 'Crew').click();
      // The switch is tapped once its section has opened, as a person would: tapped during
      // the panel's 200 ms transition on a busy machine, it missed (CI, 2026-12-06).
      const transitions = () =>
        page.evaluate(
          () => document.getAnimations().filter((a) => a instanceof CSSTransition).length,
        );
      await expect.poll(transitions).toBe(0);
      // No force: a forced click skips the hit check, and the switch scrolled to the bottom
      // edge sits under the sticky footer, which then takes the tap.
      await edit.getByRole('switch', { name: 'Client sees the crew' }).check();
      await edit.getByRole('button', { name: 'Save Changes' }).click();
      await expectToast(page, 'Update saved');
      await expect(card.getByTestId('daily-log-summary')).toContainText('3.1 °C to 14 °C');
      const after = (
        (await (await page.request.get('/api/updates')).json()) as typeof updates
      ).find((update) => update.note === note)!;
      expect(after.weather?.source).toBe('manual');
      expect(after.crew).toHaveLength(2);
      expect(after.sectionVisibility.crew).toBe('client');
    } finally {
      await forgetWeatherSettings(page.request);
    }
  });

  test('with no weather service the sheet says why, and typed US units are stored metric', async ({
    page,
    login,
  }) => {
    await login('/updates');
    const locale = await (await page.request.get('/api/settings/locale')).json();
    const setUnits = (units: string) =>
      page.request.put('/api/settings/locale', {
        data: { currency: locale.currency, dateFormat: locale.dateFormat, units },
      });
    expect((await setUnits('us')).ok()).toBe(true);
    try {
      const project = await createProject(page.request, 'Prairie');
      await page.reload();
      const note = `Manual weather ${Date.now()}`;
      await page.getByRole('button', { name: 'Add Update' }).click();
      const dialog = page.getByRole('dialog', { name: 'Add Update' });
      await dialog.getByRole('combobox', { name: 'Project' }).fill(project.name);
      await page.getByRole('option', { name: project.name, exact: true }).click();
      await dialog.getByRole('textbox', { name: 'Note' }).fill(note);
      await section(dialog, 'Weather').click();
      await expect(dialog.getByTestId('weather-status')).toHaveText(
        'No weather service is set up: the owner can choose one under Settings > Weather.',
      );
      await dialog.getByLabel('Conditions').fill('Sunny');
      await dialog.getByLabel('Low (°F)').fill('50');
      await dialog.getByLabel('High (°F)').fill('68');
      await dialog.getByLabel('Wind (mph)').fill('10');
      await expect(dialog.getByTestId('section-summary-weather')).toHaveText(
        'Entered: Sunny, 50 to 68 °F',
      );
      // A bad row is caught before sending, in the section, in the server's words.
      await section(dialog, 'Crew').click();
      await dialog.getByRole('button', { name: 'Add crew' }).click();
      await dialog.getByRole('group', { name: 'Crew row 1' }).getByLabel('Crew name').fill('Us');
      await dialog.getByRole('group', { name: 'Crew row 1' }).getByLabel('Hours').fill('30');
      await dialog.getByRole('button', { name: 'Add Update' }).click();
      await expect(dialog.getByRole('alert')).toHaveText('row 1: Workers must be a number');
      const row = dialog.getByRole('group', { name: 'Crew row 1' });
      await row.getByLabel('Workers').fill('2');
      // More than a day's hours cannot even be typed: the field keeps 24.
      await expect(row.getByLabel('Hours')).toHaveValue('24');
      await dialog.getByRole('button', { name: 'Remove crew row 1' }).click();
      await dialog.getByRole('button', { name: 'Add Update' }).click();
      await expectToast(page, 'Update added');

      const card = page.getByRole('article').filter({ hasText: note });
      await expect(card.getByTestId('daily-log-summary')).toHaveText(
        'Weather: Sunny, 50 °F to 68 °F, wind 10 mph',
      );
      const saved = (
        (await (await page.request.get('/api/updates')).json()) as {
          note: string;
          weather: Record<string, unknown>;
          crew: unknown[];
        }[]
      ).find((update) => update.note === note)!;
      expect(saved.weather).toMatchObject({
        conditions: 'Sunny',
        tempLowC: 10,
        tempHighC: 20,
        windKph: 16.1,
        source: 'manual',
      });
      expect(saved.crew).toEqual([]);
    } finally {
      expect((await setUnits(locale.units)).ok()).toBe(true);
    }
  });

  test('"Use my location" fills the project\'s latitude and longitude', async ({
    page,
    context,
    login,
  }) => {
    await context.grantPermissions(['geolocation']);
    await context.setGeolocation({ latitude: 45.523064, longitude: -122.676483 });
    await login('/projects');
    const project = await createProject(page.request, 'Pearl Street');
    await page.reload();
    const card = page.getByTestId('project-card').filter({ hasText: project.name });
    await card.getByRole('button', { name: `Edit ${project.name}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit Project' });
    await dialog.getByRole('button', { name: 'Use my location' }).click();
    await expect(dialog.getByLabel('Latitude')).toHaveValue('45.523064');
    await expect(dialog.getByLabel('Longitude')).toHaveValue('-122.676483');
    await dialog.getByRole('button', { name: 'Save Changes' }).click();
    await expectToast(page, 'Project updated');
    const saved = (await (await page.request.get('/api/projects')).json()) as {
      id: string;
      latitude: number | null;
      longitude: number | null;
    }[];
    expect(saved.find((item) => item.id === project.id)).toMatchObject({
      latitude: 45.523064,
      longitude: -122.676483,
    });
  });
});

test.describe('reports and settings', () => {
  test('the weekly report PDF and the delay days come from the project card', async ({
    page,
    login,
  }) => {
    await login('/projects');
    const project = await createProject(page.request, 'Harbor Point');
    // Two logs in one week: Monday and Wednesday of the week before last.
    const monday = new Date();
    monday.setUTCDate(monday.getUTCDate() - ((monday.getUTCDay() + 6) % 7) - 14);
    const day = (offset: number) =>
      new Date(monday.getTime() + offset * 86_400_000).toISOString().slice(0, 10);
    for (const [offset, hours] of [
      [0, 2],
      [2, 1.5],
    ] as const) {
      const response = await page.request.post('/api/updates', {
        multipart: {
          projectId: project.id,
          project: project.name,
          note: `Harbor day ${offset}`,
          date: day(offset),
          crew: JSON.stringify([{ contactId: null, company: 'Our crew', workers: 3, hours: 8 }]),
          delays: JSON.stringify([{ type: 'material', hours, cause: 'Late steel' }]),
        },
      });
      expect(response.status(), await response.text()).toBe(201);
    }
    await page.reload();
    const card = page.getByTestId('project-card').filter({ hasText: project.name });

    await card.getByRole('button', { name: `Daily log reports for ${project.name}` }).click();
    await page.getByRole('menuitem', { name: 'Delay days' }).click();
    const delays = page.getByRole('dialog', { name: `Delay days: ${project.name}` });
    await expect(delays.getByTestId('delay-days')).toHaveText('2');
    await expect(delays.getByTestId('delay-hours')).toHaveText('3.5 h');
    await expect(delays.getByRole('row', { name: 'Material 3.5' })).toBeVisible();
    await delays.getByRole('button', { name: 'Close' }).click();

    await card.getByRole('button', { name: `Daily log reports for ${project.name}` }).click();
    await page.getByRole('menuitem', { name: 'Weekly report (PDF)' }).click();
    const weekly = page.getByRole('dialog', { name: `Weekly report: ${project.name}` });
    const week = weekly.getByRole('textbox', { name: 'Week' });
    await week.fill(day(3));
    await week.press('Enter');
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      weekly.getByRole('button', { name: 'Download PDF' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(new RegExp(`${day(0)}\\.pdf$`));
    const file = path.join(test.info().outputDir, 'weekly.pdf');
    await download.saveAs(file);
    const text = execFileSync('pdftotext', ['-layout', file, '-']).toString();
    expect(text).toContain(project.name);
    expect(text).toContain('Total crew-hours: 48');
    expect(text).toContain('Total delay hours: 3.5');
    if (process.env.SCREENSHOTS) {
      execFileSync('pdftoppm', [
        '-png',
        '-r',
        '80',
        '-f',
        '1',
        '-singlefile',
        file,
        path.join(SHOTS, '19-weekly-report-pdf'),
      ]);
    }
  });

  test("Settings > Weather chooses the service, with each one's terms", async ({ page, login }) => {
    await login('/settings/business');
    const card = page.getByTestId('weather-settings-card');
    // The settings page loads its code on the first visit: slow on a busy machine.
    await expect(card).toBeVisible({ timeout: 90_000 });
    await expect(card.getByTestId('weather-settings-source')).toContainText(
      'Off: nothing is set here or in the server environment',
    );
    await expect(card).toContainText(
      "Open-Meteo's free API is for non-commercial use; a business needs its paid API",
    );
    await expect(card).toContainText('it covers the United States only');
    await card.getByRole('radio', { name: 'US National Weather Service' }).check();
    await expect(card.getByLabel('API key (optional)')).toHaveCount(0);
    await card.getByRole('button', { name: 'Save' }).click();
    await expectToast(page, 'Weather settings saved');
    await expect(card.getByTestId('weather-settings-source')).toContainText('Set here');
    expect(await (await page.request.get('/api/settings/weather')).json()).toMatchObject({
      provider: 'nws',
      source: 'settings',
    });
    await card.getByRole('radio', { name: 'Open-Meteo' }).check();
    await card.getByLabel('Base URL (optional)').fill('not a url');
    await card.getByRole('button', { name: 'Save' }).click();
    await expect(card.getByRole('alert')).toContainText(
      'Base URL must be an http:// or https:// address',
    );
    await card.getByRole('button', { name: 'Use the server environment' }).click();
    await expectToast(page, 'Weather settings removed');
    await expect(card.getByTestId('weather-settings-source')).toContainText('Off');
  });
});

for (const theme of THEMES) {
  test.describe(`the sheet and dialog, ${theme} theme`, () => {
    test.beforeEach(async ({ page }) => useTheme(page, theme));

    test(`passes axe at 390 px and 1280 px (${theme})`, async ({ page, login }) => {
      await page.setViewportSize(PHONE);
      await login('/updates');
      await useFakeWeather(page.request);
      try {
        const project = await seedSite(page.request, `Axe ${theme}`);
        await page.reload();
        await page.getByRole('button', { name: 'Add Update' }).click();
        const dialog = page.getByRole('dialog', { name: 'Add Update' });
        await dialog.getByRole('combobox', { name: 'Project' }).fill(project.name);
        await page.getByRole('option', { name: project.name, exact: true }).click();
        await dialog.getByRole('textbox', { name: 'Note' }).fill('Slab poured, forms stripped.');
        await expect(dialog.getByTestId('section-summary-weather')).toContainText('Auto-filled');
        await expectAccessible(page, `sheet collapsed (${theme})`, '[role="dialog"]');
        if (process.env.SCREENSHOTS) {
          await page.screenshot({ path: path.join(SHOTS, `19-update-sheet-390-${theme}.png`) });
        }
        await section(dialog, 'Crew').click();
        await dialog.getByRole('button', { name: 'Same as last log' }).click();
        await section(dialog, 'Visitors & inspections').click();
        await dialog.getByRole('button', { name: 'Add visitor' }).click();
        const visitor = dialog.getByRole('group', { name: 'Visitor 1' });
        await visitor.getByLabel('Name').fill('Lee Park');
        await visitor.getByLabel('Inspection').check();
        await expectAccessible(page, `sheet open (${theme})`, '[role="dialog"]');

        await page.setViewportSize({ width: 1280, height: 900 });
        expect((await dialog.boundingBox())!.width).toBeLessThan(1000);
        await expectAccessible(page, `dialog 1280 (${theme})`, '[role="dialog"]');
        if (process.env.SCREENSHOTS) {
          await page.screenshot({ path: path.join(SHOTS, `19-update-dialog-1280-${theme}.png`) });
          await page.setViewportSize(PHONE);
          await page.screenshot({
            path: path.join(SHOTS, `19-update-sheet-open-390-${theme}.png`),
          });
          await dialog.getByRole('button', { name: 'Add Update' }).click();
          await expectToast(page, 'Update added');
          const card = page.getByRole('article').filter({ hasText: 'Slab poured' }).first();
          // Neither the toast nor the phone's sticky Add Update bar may cover the card.
          const toasts = page.locator('.mantine-Notification-root');
          await toasts.getByRole('button').first().click();
          await expect(toasts).toHaveCount(0);
          await card.evaluate((element) => element.scrollIntoView({ block: 'center' }));
          await page.waitForTimeout(400);
          await card.screenshot({ path: path.join(SHOTS, `19-update-card-390-${theme}.png`) });
          await page.goto('/settings/business');
          await page.setViewportSize({ width: 1280, height: 900 });
          const settings = page.getByTestId('weather-settings-card');
          await expect(settings).toBeVisible({ timeout: 90_000 });
          await settings.scrollIntoViewIfNeeded();
          await settings.screenshot({
            path: path.join(SHOTS, `19-weather-settings-1280-${theme}.png`),
          });
        }
      } finally {
        await forgetWeatherSettings(page.request);
      }
    });
  });
}

// Keep the folder the screenshots go to.
fs.mkdirSync(SHOTS, { recursive: true });
