import { describe, expect, it } from 'vitest';
import { createGroupCommit } from './group-commit.js';

/** An fsync stand-in the test finishes by hand, recording when each one started. */
function manualSync() {
  const runs: { startedAt: number; finish: (error?: Error) => void }[] = [];
  let clock = 0;
  const sync = () =>
    new Promise<void>((resolve, reject) => {
      runs.push({ startedAt: clock, finish: (error) => (error ? reject(error) : resolve()) });
    });
  return { runs, sync, tick: () => ++clock };
}

const settle = () => new Promise((resolve) => setImmediate(resolve));

describe('group commit', () => {
  it('answers a flush only after an fsync that began after it was asked for', async () => {
    const { runs, sync, tick } = manualSync();
    const group = createGroupCommit(sync);
    const done: string[] = [];
    void group.flush().then(() => done.push('first'));
    tick();
    // Asked while the first fsync runs: it may not cover this caller's commit.
    void group.flush().then(() => done.push('second'));
    expect(runs).toHaveLength(1);

    runs[0]!.finish();
    await settle();
    expect(done).toEqual(['first']);
    expect(runs).toHaveLength(2);
    expect(runs[1]!.startedAt).toBe(1);

    runs[1]!.finish();
    await settle();
    expect(done).toEqual(['first', 'second']);
  });

  it('lets every caller waiting meanwhile share one fsync', async () => {
    const { runs, sync } = manualSync();
    const group = createGroupCommit(sync);
    const first = group.flush();
    const waiting = Array.from({ length: 20 }, () => group.flush());
    runs[0]!.finish();
    await first;
    await settle();
    expect(runs).toHaveLength(2);
    runs[1]!.finish();
    await Promise.all(waiting);
    expect(runs).toHaveLength(2);
  });

  it('fails the callers of a failed fsync and retries for the next ones', async () => {
    const { runs, sync } = manualSync();
    const group = createGroupCommit(sync);
    const failing = group.flush();
    runs[0]!.finish(new Error('EIO'));
    await expect(failing).rejects.toThrow('EIO');
    const next = group.flush();
    expect(runs).toHaveLength(2);
    runs[1]!.finish();
    await expect(next).resolves.toBeUndefined();
  });
});
