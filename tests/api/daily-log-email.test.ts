import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { addDays, zonedInstant } from '../../src/core/dates.js';
import { createScheduler, type Scheduler } from '../../src/server/features/schedules/scheduler.js';
import { sendMailTo, startMailCatcher, type MailCatcher } from './helpers/mail-catcher.js';
import { seedClient, seedProject } from './helpers/seed.js';
import { createTestApp, testDialect, type TestApp, setTimeZone } from './helpers/test-app.js';
import { createUpdate } from './helpers/uploads.js';

// The e-mails a client reads carry the daily log's weather and crew lines under each
// note (issue 19), in the locale's units, and only the sections switched client-visible:
// the summary e-mail, the updates e-mail and the scheduled project e-mail.

const WEATHER = {
  conditions: 'Sunny',
  tempLowC: 10,
  tempHighC: 20,
  precipitationMm: 2.54,
  windKph: 16.1,
};
const METRIC_LINE = 'Weather: Sunny, 10 °C to 20 °C, precipitation 2.5 mm, wind 16 km/h';
const US_LINE = 'Weather: Sunny, 50 °F to 68 °F, precipitation 0.1 in, wind 10 mph';
const CREW_LINE = 'Crew: 6 workers, 47 h (Our crew, Carpentry: 4 x 8 h; Rebar Co: 2 x 7.5 h)';

let t: TestApp;
let cookie: string;
let smtp: MailCatcher;
let scheduler: Scheduler;
let projectId: string;
const today = new Date().toISOString().slice(0, 10);

beforeAll(async () => {
  t = await createTestApp();
  cookie = await t.signIn();
  smtp = await startMailCatcher();
  await sendMailTo(t, cookie, smtp);
  await setTimeZone(t, cookie, 'UTC');
  const client = await seedClient(t.db, { name: 'Dock Client', email: 'dock@client.test' });
  projectId = (await seedProject(t.db, { name: 'Dock Works', clientId: client.id })).id;
  scheduler = createScheduler({ db: t.db, config: t.config });
});
afterAll(async () => {
  await scheduler.stop();
  await smtp.close();
  await t.close();
});
beforeEach(() => {
  smtp.messages.length = 0;
});

/** Two client updates of one day: the crew shown to the client on the first only. */
async function seedDay(date: string) {
  await createUpdate(t, cookie, {
    projectId,
    date,
    note: 'Deck forms set',
    visibility: 'client',
    weather: JSON.stringify(WEATHER),
    crew: JSON.stringify([
      { company: 'Our crew', trade: 'Carpentry', workers: 4, hours: 8 },
      { company: 'Rebar Co', workers: 2, hours: 7.5 },
    ]),
    sectionVisibility: JSON.stringify({ crew: 'client' }),
  });
  await createUpdate(t, cookie, {
    projectId,
    date,
    note: 'Pour moved',
    visibility: 'client',
    // Crew is internal by default: the e-mail must not name them.
    crew: JSON.stringify([{ company: 'Hidden Hauling', workers: 3, hours: 2 }]),
  });
}

async function setUnits(units: 'metric' | 'us') {
  const locale = (await t.request(cookie, { method: 'GET', url: '/api/settings/locale' })).json();
  const saved = await t.request(cookie, {
    method: 'PUT',
    url: '/api/settings/locale',
    payload: { ...locale, units },
  });
  expect(saved.statusCode).toBe(200);
}

describe(`weather and crew lines in the e-mails (${testDialect})`, () => {
  beforeAll(() => seedDay(today));

  it('the summary e-mail lists them under the note, client-visible sections only', async () => {
    const response = await t.request(cookie, {
      method: 'POST',
      url: '/api/summaries/email',
      payload: { recipient: 'client@example.com', period: 'daily' },
    });
    expect(response.statusCode, response.body).toBe(200);
    const mail = await smtp.waitForMessage(1);
    expect(mail.text).toContain(
      ['- Deck forms set', `  ${METRIC_LINE}`, `  ${CREW_LINE}`].join('\n'),
    );
    expect(mail.text).toContain('- Pour moved');
    expect(mail.html).toContain(`>${METRIC_LINE}</div>`);
    expect(mail.html).toContain(`>${CREW_LINE}</div>`);
    for (const body of [mail.text, mail.html]) {
      expect(body).not.toContain('Hidden Hauling');
      expect(body).not.toContain('Crew: 3 workers');
    }
  });

  it("the updates e-mail uses the locale's units", async () => {
    await setUnits('us');
    try {
      const response = await t.request(cookie, {
        method: 'POST',
        url: '/api/send-email',
        payload: { recipient: 'client@example.com', filterProject: 'Dock Works' },
      });
      expect(response.statusCode, response.body).toBe(200);
      const mail = await smtp.waitForMessage(1);
      expect(mail.text).toContain(`  ${US_LINE}`);
      expect(mail.text).toContain(`  ${CREW_LINE}`);
      expect(mail.html).toContain(`>${US_LINE}</div>`);
      expect(mail.text).not.toContain('°C');
      expect(mail.text).not.toContain('Hidden Hauling');
    } finally {
      await setUnits('metric');
    }
  });

  it('the scheduled project e-mail lists them too', async () => {
    // Schedules are saved "now"; the fake clock runs a few days ahead, like schedules.test.
    const day = addDays(today, 3);
    await seedDay(day);
    const saved = await t.request(cookie, {
      method: 'PUT',
      url: `/api/projects/${projectId}/email-schedule`,
      payload: { enabled: true, period: 'daily', time: '09:00' },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const report = await scheduler.tick(zonedInstant(day, '09:00', 'UTC'));
    expect(report.sent).toBe(1);
    const mail = await smtp.waitForMessage(1);
    expect(mail.subject).toBe('Daily Project Update - Dock Works');
    expect(mail.text).toContain(
      ['- Deck forms set', `  ${METRIC_LINE}`, `  ${CREW_LINE}`].join('\n'),
    );
    expect(mail.html).toContain(`>${CREW_LINE}</div>`);
    expect(mail.text).not.toContain('Hidden Hauling');
  });
});
