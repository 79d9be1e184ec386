import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { listKey, putCachedList, cachedLists } from './offline-db';
import { isKeptList } from './list-cache';
import { Outbox, type NewEntry, type SendAnswer } from './outbox';
import { withFixedText } from './outbox-edit';
import type { OutboxEntry } from './outbox-types';

/** A fake server that creates once per Idempotency-Key, like the real one (decision 081). */
function fakeServer() {
  const created = new Map<string, Record<string, unknown>>();
  const seen: { key: string; userId: string }[] = [];
  let mode: 'up' | 'down' | 'lose-answer' | 'signed-out' = 'up';
  let refuse: ((entry: OutboxEntry) => string | null) | null = null;
  const send = async (entry: OutboxEntry): Promise<SendAnswer> => {
    seen.push({ key: entry.idempotencyKey, userId: entry.userId });
    if (mode === 'down') return { status: null };
    if (mode === 'signed-out') return { status: 401, message: 'Not signed in' };
    const refusal = refuse?.(entry);
    if (refusal) return { status: 400, message: refusal };
    if (!created.has(entry.idempotencyKey)) {
      created.set(entry.idempotencyKey, entry.body.type === 'json' ? entry.body.json : {});
    }
    // The server did the work, but the phone never hears back.
    if (mode === 'lose-answer') return { status: null };
    return { status: 201 };
  };
  return {
    created,
    seen,
    send,
    set mode(next: typeof mode) {
      mode = next;
    },
    set refuse(rule: typeof refuse) {
      refuse = rule;
    },
  };
}

let clock = 1_000_000;
const now = () => clock;
const exclusive = (work: () => Promise<void>) => work();
let counter = 0;
const newUser = () => `user-${++counter}-${Math.random().toString(36).slice(2)}`;

function taskEntry(title: string): NewEntry {
  const key = `key-${++counter}-${Math.random().toString(36).slice(2, 10)}`;
  return {
    kind: 'task',
    idempotencyKey: key,
    url: '/api/tasks',
    body: { type: 'json', json: { title, projectId: 'p1', status: 'pending' } },
    summary: { text: title, projectId: 'p1', project: 'Maple', date: null, photos: 0 },
  };
}

async function started(server: ReturnType<typeof fakeServer>, userId: string) {
  const sent: string[] = [];
  const box = new Outbox({ send: server.send, now, exclusive });
  await box.start(userId, (kinds) => sent.push(...kinds));
  return { box, sent };
}

describe('Outbox', () => {
  it('keeps an entry with no connection and sends it once when the connection returns', async () => {
    const server = fakeServer();
    const user = newUser();
    const { box, sent } = await started(server, user);
    server.mode = 'down';
    const entry = taskEntry('Order rebar');
    const result = await box.enqueue(entry);
    expect(result.queued).toBe(true);
    await box.flush('due');
    expect(box.snapshot()).toHaveLength(1);
    expect(box.snapshot()[0]).toMatchObject({
      status: 'queued',
      attempts: 1,
      error: 'No connection',
    });
    // Backoff: not due yet, so a plain flush sends nothing more.
    const triesSoFar = server.seen.length;
    await box.flush('due');
    expect(server.seen).toHaveLength(triesSoFar);

    server.mode = 'up';
    await box.flush('all');
    expect(box.snapshot()).toHaveLength(0);
    expect(server.created.size).toBe(1);
    expect(new Set(server.seen.map((s) => s.key))).toEqual(new Set([entry.idempotencyKey]));
    expect(sent).toEqual(['task']);
    box.stop();
  });

  it('creates nothing twice when a send was acknowledged but its answer was lost', async () => {
    const server = fakeServer();
    const { box } = await started(server, newUser());
    server.mode = 'lose-answer';
    await box.enqueue(taskEntry('Book crane'));
    await box.flush('all');
    expect(box.snapshot()).toHaveLength(1);
    server.mode = 'up';
    await box.flush('all');
    expect(box.snapshot()).toHaveLength(0);
    expect(server.created.size).toBe(1);
    expect(server.seen.length).toBeGreaterThanOrEqual(2);
    box.stop();
  });

  it('marks a refused entry failed with the server message; a fix is retried with the same key', async () => {
    const server = fakeServer();
    const { box } = await started(server, newUser());
    server.refuse = (entry) =>
      entry.body.type === 'json' && entry.body.json.title === '' ? 'Title is required' : null;
    const entry = taskEntry('');
    await box.enqueue(entry);
    await box.flush('all');
    expect(box.snapshot()[0]).toMatchObject({ status: 'failed', error: 'Title is required' });
    // A failed entry is not sent again by itself.
    const tries = server.seen.length;
    await box.flush('all');
    expect(server.seen).toHaveLength(tries);

    await box.retry(box.snapshot()[0]!.id, (current) => withFixedText(current, 'Sweep site'));
    expect(box.snapshot()).toHaveLength(0);
    expect([...server.created.values()]).toEqual([
      { title: 'Sweep site', projectId: 'p1', status: 'pending' },
    ]);
    expect(server.seen.at(-1)?.key).toBe(entry.idempotencyKey);
    box.stop();
  });

  it('discards an entry for good', async () => {
    const server = fakeServer();
    server.mode = 'down';
    const { box } = await started(server, newUser());
    await box.enqueue(taskEntry('Never mind'));
    await box.discard(box.snapshot()[0]!.id);
    expect(box.snapshot()).toHaveLength(0);
    server.mode = 'up';
    await box.flush('all');
    expect(server.created.size).toBe(0);
    box.stop();
  });

  it('keeps entries across a reload (a new queue on the same store)', async () => {
    const server = fakeServer();
    server.mode = 'down';
    const user = newUser();
    const first = await started(server, user);
    await first.box.enqueue(taskEntry('Survive reload'));
    first.box.stop();

    server.mode = 'up';
    const second = await started(server, user);
    expect(second.box.snapshot()).toHaveLength(0);
    expect([...server.created.values()]).toEqual([
      { title: 'Survive reload', projectId: 'p1', status: 'pending' },
    ]);
    second.box.stop();
  });

  it("never sends or shows one person's entries with another's session", async () => {
    const server = fakeServer();
    server.mode = 'down';
    const alice = newUser();
    const bob = newUser();
    const asAlice = await started(server, alice);
    await asAlice.box.enqueue(taskEntry("Alice's task"));
    asAlice.box.stop();

    server.mode = 'up';
    const asBob = await started(server, bob);
    expect(asBob.box.snapshot()).toHaveLength(0);
    await asBob.box.flush('all');
    expect(server.created.size).toBe(0);
    expect(server.seen.every((s) => s.userId === alice)).toBe(true);
    asBob.box.stop();

    const aliceAgain = await started(server, alice);
    expect(server.created.size).toBe(1);
    expect(aliceAgain.box.snapshot()).toHaveLength(0);
    aliceAgain.box.stop();
  });

  it('holds entries untouched while the server says the session is gone', async () => {
    const server = fakeServer();
    const { box } = await started(server, newUser());
    server.mode = 'signed-out';
    await box.enqueue(taskEntry('Held'));
    await box.flush('all');
    expect(box.snapshot()[0]).toMatchObject({ status: 'queued', attempts: 0 });
    box.stop();
  });

  it('sends oldest first and stops at the first entry with no answer', async () => {
    const server = fakeServer();
    server.mode = 'down';
    const { box } = await started(server, newUser());
    await box.enqueue(taskEntry('one'));
    clock += 1;
    await box.enqueue(taskEntry('two'));
    await box.flush('all');
    const before = server.seen.length;
    await box.flush('all');
    // One attempt per flush: the second entry waits behind the first.
    expect(server.seen.length - before).toBe(1);
    server.mode = 'up';
    await box.flush('all');
    expect([...server.created.values()].map((body) => body.title)).toEqual(['one', 'two']);
    box.stop();
  });
});

describe('kept lists', () => {
  it('keeps update and task lists and the projects the forms pick from, never single records or other data', () => {
    expect(isKeptList(['/api/updates', 'pages'])).toBe(true);
    expect(isKeptList(['/api/updates', { from: '2026-05-01', to: '2026-05-01' }])).toBe(true);
    expect(isKeptList(['/api/tasks', 'pages', { status: 'pending' }])).toBe(true);
    expect(isKeptList(['/api/tasks', 'counts', 'all'])).toBe(true);
    expect(isKeptList(['/api/projects', 'options'])).toBe(true);
    // The full list is the Projects screen's; the forms pick from the slim one (decision 213).
    expect(isKeptList(['/api/projects'])).toBe(false);
    expect(isKeptList(['/api/settings/locale'])).toBe(true);
    expect(isKeptList(['/api/settings/mail'])).toBe(false);
    expect(isKeptList(['/api/updates', 'abc123'])).toBe(false);
    expect(isKeptList(['/api/projects', 'p1', 'members'])).toBe(false);
    expect(isKeptList(['/api/invoices'])).toBe(false);
    expect(isKeptList(['/api/clients'])).toBe(false);
  });

  it('are stored per person', async () => {
    const alice = newUser();
    const bob = newUser();
    const queryKey = ['/api/updates', 'pages'];
    await putCachedList({
      key: listKey(alice, queryKey),
      userId: alice,
      queryKey,
      data: 1,
      updatedAt: 5,
    });
    expect(await cachedLists(alice)).toHaveLength(1);
    expect(await cachedLists(bob)).toHaveLength(0);
  });
});

describe('withFixedText', () => {
  it("replaces an update's note in the form it sends and in the summary", () => {
    const entry = {
      kind: 'update',
      body: {
        type: 'multipart',
        fields: [
          ['projectId', 'p1'],
          ['note', 'x'.repeat(6000)],
          ['date', '2026-05-06'],
        ],
        files: [],
      },
      summary: { text: 'x'.repeat(6000), projectId: 'p1', project: 'Maple', date: null, photos: 0 },
    } as unknown as OutboxEntry;
    const fixed = withFixedText(entry, 'Short note');
    expect(fixed.summary.text).toBe('Short note');
    expect(fixed.body).toEqual({
      type: 'multipart',
      fields: [
        ['projectId', 'p1'],
        ['date', '2026-05-06'],
        ['note', 'Short note'],
      ],
      files: [],
    });
  });
});
