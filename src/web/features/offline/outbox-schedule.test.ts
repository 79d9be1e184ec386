import { describe, expect, it } from 'vitest';
import {
  afterOutcome,
  dueEntries,
  FIRST_RETRY_MS,
  MAX_RETRY_MS,
  nextWakeUp,
  outboxCounts,
  outcomeOf,
  retryDelay,
} from './outbox-schedule';
import type { OutboxEntry } from './outbox-types';

const entry = (overrides: Partial<OutboxEntry> = {}): OutboxEntry => ({
  id: 'e1',
  userId: 'u1',
  kind: 'update',
  idempotencyKey: 'key-0000001',
  url: '/api/updates',
  body: { type: 'json', json: {} },
  createdAt: 1_000,
  status: 'queued',
  attempts: 0,
  nextAttemptAt: 1_000,
  error: null,
  summary: { text: 'Poured slab', projectId: 'p1', project: 'Maple', date: null, photos: 0 },
  ...overrides,
});

describe('retryDelay', () => {
  it('doubles from 5 s and stops at 5 min', () => {
    expect([1, 2, 3, 4].map((n) => retryDelay(n, 0))).toEqual([5_000, 10_000, 20_000, 40_000]);
    expect(retryDelay(30, 0)).toBe(MAX_RETRY_MS);
    expect(retryDelay(0, 0)).toBe(FIRST_RETRY_MS);
  });

  it('takes at most a fifth off at random, never more', () => {
    expect(retryDelay(1, 0.999)).toBeGreaterThan(4_000);
    expect(retryDelay(1, 0.5)).toBe(4_500);
    expect(retryDelay(40, 0.999)).toBeGreaterThanOrEqual(MAX_RETRY_MS * 0.8);
  });
});

describe('outcomeOf', () => {
  it('keeps retrying with no answer, a 5xx or a busy server', () => {
    expect(outcomeOf(null, undefined)).toEqual({ kind: 'retry', problem: 'No connection' });
    expect(outcomeOf(503, undefined).kind).toBe('retry');
    expect(outcomeOf(500, 'Something went wrong').kind).toBe('retry');
    expect(outcomeOf(409, 'Idempotency-Key: the first request is still being processed').kind).toBe(
      'retry',
    );
    expect(outcomeOf(429, undefined).kind).toBe('retry');
  });

  it('marks a refused entry failed with the server message', () => {
    expect(outcomeOf(400, 'note: must be at most 5000 characters')).toEqual({
      kind: 'failed',
      message: 'note: must be at most 5000 characters',
    });
    expect(outcomeOf(404, undefined)).toEqual({
      kind: 'failed',
      message: 'The server refused this entry (404).',
    });
  });

  it('holds entries while signed out and drops sent ones', () => {
    expect(outcomeOf(401, 'Not signed in')).toEqual({ kind: 'hold' });
    expect(outcomeOf(201, undefined)).toEqual({ kind: 'sent' });
  });
});

describe('afterOutcome', () => {
  it('counts the attempt and schedules the next with backoff', () => {
    const next = afterOutcome(
      entry({ attempts: 2 }),
      { kind: 'retry', problem: 'No connection' },
      50_000,
      0,
    );
    expect(next).toMatchObject({ attempts: 3, nextAttemptAt: 70_000, error: 'No connection' });
    expect(next.status).toBe('queued');
    expect(next.idempotencyKey).toBe('key-0000001');
  });

  it('marks failed without touching the key, and leaves a held entry as it was', () => {
    const failed = afterOutcome(entry(), { kind: 'failed', message: 'Project not found' }, 0);
    expect(failed).toMatchObject({ status: 'failed', error: 'Project not found', attempts: 0 });
    const held = entry({ attempts: 1 });
    expect(afterOutcome(held, { kind: 'hold' }, 99)).toBe(held);
  });
});

describe('dueEntries and nextWakeUp', () => {
  it('sends queued entries whose time has come, oldest first, never failed ones', () => {
    const entries = [
      entry({ id: 'late', createdAt: 3, nextAttemptAt: 500 }),
      entry({ id: 'second', createdAt: 2, nextAttemptAt: 100 }),
      entry({ id: 'first', createdAt: 1, nextAttemptAt: 100 }),
      entry({ id: 'failed', createdAt: 0, status: 'failed' }),
    ];
    expect(dueEntries(entries, 200).map((e) => e.id)).toEqual(['first', 'second']);
    expect(dueEntries(entries, Infinity).map((e) => e.id)).toEqual(['first', 'second', 'late']);
    expect(nextWakeUp(entries)).toBe(100);
    expect(nextWakeUp([entry({ status: 'failed' })])).toBeNull();
  });

  it('counts queued and failed entries', () => {
    expect(outboxCounts([entry(), entry(), entry({ status: 'failed' })])).toEqual({
      queued: 2,
      failed: 1,
    });
  });
});
