import type { Db } from '../../db/database.js';
import { newId, nowIso } from '../../lib/ids.js';

export interface ScheduleRow {
  id: string;
  projectId: string;
  enabled: boolean;
  period: 'daily' | 'weekly';
  time: string;
  weekday: number;
  updatedAt: string;
}

const toSchedule = (row: {
  id: string;
  project_id: string;
  enabled: number;
  period: string;
  time: string;
  weekday: number;
  updated_at: string;
}): ScheduleRow => ({
  id: row.id,
  projectId: row.project_id,
  enabled: Number(row.enabled) === 1,
  period: row.period === 'weekly' ? 'weekly' : 'daily',
  time: row.time,
  weekday: Number(row.weekday),
  updatedAt: row.updated_at,
});

export async function getSchedule(db: Db, projectId: string): Promise<ScheduleRow | null> {
  const row = await db
    .selectFrom('project_email_schedules')
    .selectAll()
    .where('project_id', '=', projectId)
    .executeTakeFirst();
  return row ? toSchedule(row) : null;
}

export async function saveSchedule(
  db: Db,
  projectId: string,
  values: { enabled: boolean; period: string; time: string; weekday: number },
): Promise<void> {
  const now = nowIso();
  const row = { ...values, enabled: values.enabled ? 1 : 0, updated_at: now };
  await db
    .insertInto('project_email_schedules')
    .values({ id: newId(), project_id: projectId, created_at: now, ...row })
    .onConflict((oc) => oc.column('project_id').doUpdateSet(row))
    .execute();
}

export interface DueCandidate extends ScheduleRow {
  project: string;
  recipient: string;
}

/** Enabled schedules with their project's name and client's e-mail. */
export async function listEnabledSchedules(db: Db): Promise<DueCandidate[]> {
  const rows = await db
    .selectFrom('project_email_schedules as s')
    .innerJoin('projects', 'projects.id', 's.project_id')
    .innerJoin('clients', 'clients.id', 'projects.client_id')
    .selectAll('s')
    .select(['projects.name as project', 'clients.email as recipient'])
    .where('s.enabled', '=', 1)
    .execute();
  return rows.map((row) => ({
    ...toSchedule(row),
    project: row.project,
    recipient: row.recipient,
  }));
}

export async function projectName(db: Db, projectId: string): Promise<string | null> {
  const row = await db
    .selectFrom('projects')
    .select('name')
    .where('id', '=', projectId)
    .executeTakeFirst();
  return row ? row.name : null;
}

/** The owner's user name: the first account created. */
export async function ownerUsername(db: Db): Promise<string | null> {
  const row = await db
    .selectFrom('users')
    .select('username')
    .orderBy('created_at')
    .executeTakeFirst();
  return row ? row.username : null;
}

export async function projectRecipient(db: Db, projectId: string): Promise<string | null> {
  const row = await db
    .selectFrom('projects')
    .innerJoin('clients', 'clients.id', 'projects.client_id')
    .select('clients.email as email')
    .where('projects.id', '=', projectId)
    .executeTakeFirst();
  return row ? row.email : null;
}

/**
 * Claims a schedule's period by inserting its log row; null when another tick
 * (or process) already did. The unique (schedule_id, period_key) index decides.
 */
export async function claimPeriod(
  db: Db,
  values: {
    scheduleId: string;
    projectId: string;
    periodKey: string;
    recipient: string;
    subject: string;
  },
  now: Date,
): Promise<string | null> {
  const at = now.toISOString();
  const row = await db
    .insertInto('sent_mail_log')
    .values({
      id: newId(),
      schedule_id: values.scheduleId,
      project_id: values.projectId,
      period_key: values.periodKey,
      recipient: values.recipient,
      subject: values.subject,
      result: 'sending',
      error: null,
      attempts: 0,
      next_attempt_at: null,
      created_at: at,
      updated_at: at,
    })
    .onConflict((oc) => oc.columns(['schedule_id', 'period_key']).doNothing())
    .returning('id')
    .executeTakeFirst();
  return row?.id ?? null;
}

export interface LogRow {
  id: string;
  scheduleId: string | null;
  projectId: string | null;
  periodKey: string | null;
  recipient: string;
  subject: string;
  attempts: number;
}

/** Retries whose time has come. */
export function listRetriesDue(db: Db, now: Date): Promise<LogRow[]> {
  return db
    .selectFrom('sent_mail_log')
    .select([
      'id',
      'schedule_id as scheduleId',
      'project_id as projectId',
      'period_key as periodKey',
      'recipient',
      'subject',
      'attempts',
    ])
    .where('result', '=', 'retrying')
    .where('next_attempt_at', '<=', now.toISOString())
    .execute();
}

/** Takes a retry for this process; false when another one took it first. */
export async function claimRetry(db: Db, id: string, now: Date): Promise<boolean> {
  const result = await db
    .updateTable('sent_mail_log')
    .set({ result: 'sending', next_attempt_at: null, updated_at: now.toISOString() })
    .where('id', '=', id)
    .where('result', '=', 'retrying')
    .where('next_attempt_at', '<=', now.toISOString())
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function recordResult(
  db: Db,
  id: string,
  values: {
    result: 'sent' | 'retrying' | 'failed' | 'skipped';
    attempts: number;
    error: string | null;
    nextAttemptAt: string | null;
  },
  now: Date,
): Promise<void> {
  await db
    .updateTable('sent_mail_log')
    .set({
      result: values.result,
      attempts: values.attempts,
      error: values.error,
      next_attempt_at: values.nextAttemptAt,
      updated_at: now.toISOString(),
    })
    .where('id', '=', id)
    .execute();
}

export async function listMailLog(db: Db, limit: number, offset: number) {
  const [rows, total] = await Promise.all([
    db
      .selectFrom('sent_mail_log as l')
      .leftJoin('projects', 'projects.id', 'l.project_id')
      .select([
        'l.id as id',
        'l.updated_at as time',
        'l.recipient as recipient',
        'l.subject as subject',
        'l.result as result',
        'l.error as error',
        'l.attempts as attempts',
        'l.project_id as projectId',
        'projects.name as project',
        'l.period_key as periodKey',
      ])
      .orderBy('l.created_at', 'desc')
      .orderBy('l.id', 'desc')
      .limit(limit)
      .offset(offset)
      .execute(),
    db
      .selectFrom('sent_mail_log')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(total.count) };
}
