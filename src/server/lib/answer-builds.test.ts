import { describe, expect, it } from 'vitest';
import { AnswerBuilds, type Build, type Claimed } from './answer-builds';

/** A data version that moves when the test writes, and a kept answer per version. */
function world() {
  const state = { version: 1, kept: new Map<number, string>(), gone: false };
  const how = {
    readVersion: async () => state.version,
    kept: (version: number) => state.kept.get(version),
    gone: () => state.gone,
  };
  return { state, how };
}

const buildOf = (claimed: Claimed<number, string>): Build<number, string> => {
  if (!('build' in claimed)) throw new Error(`expected a build, got ${JSON.stringify(claimed)}`);
  return claimed.build;
};

/** Lets every pending promise chain run. */
const settle = () => new Promise((resolve) => setImmediate(resolve));

describe('AnswerBuilds', () => {
  it('serves a kept answer of the version without a build', async () => {
    const { state, how } = world();
    state.kept.set(1, 'kept at 1');
    expect(await new AnswerBuilds<number, string>().claim('list', 1, how)).toEqual({
      answer: 'kept at 1',
    });
  });

  it('requests at the version of the running build wait for its answer', async () => {
    const { how } = world();
    const builds = new AnswerBuilds<number, string>();
    const first = buildOf(await builds.claim('list', 1, how));
    const others = [builds.claim('list', 1, how), builds.claim('list', 1, how)];
    first.settle('built at 1');
    expect(await Promise.all(others)).toEqual([{ answer: 'built at 1' }, { answer: 'built at 1' }]);
  });

  it('requests after a write join one next build, which reads the version after them all', async () => {
    const { state, how } = world();
    const builds = new AnswerBuilds<number, string>();
    const first = buildOf(await builds.claim('list', 1, how));
    const joined: Array<Promise<Claimed<number, string>>> = [];
    for (const version of [2, 3, 4]) {
      state.version = version;
      joined.push(builds.claim('list', version, how));
    }
    await settle();
    first.settle('built at 1');
    const next = buildOf(await joined[0]!);
    // Every request that joined knew of writes up to version 4 at most.
    expect(next.version).toBe(4);
    next.settle('built at 4');
    expect(await Promise.all(joined.slice(1))).toEqual([
      { answer: 'built at 4' },
      { answer: 'built at 4' },
    ]);
  });

  it('a request arriving once the next build has read its version does not join it', async () => {
    const { state, how } = world();
    const builds = new AnswerBuilds<number, string>();
    const first = buildOf(await builds.claim('list', 1, how));
    state.version = 2;
    const joiner = builds.claim('list', 2, how);
    await settle();
    first.settle('built at 1');
    const next = buildOf(await joiner);
    // Written after that build read its version: this request waits for the build after.
    state.version = 3;
    const late = builds.claim('list', 3, how);
    await settle();
    next.settle('built at 2');
    expect(buildOf(await late).version).toBe(3);
  });

  it('when the request that would run the joined build has gone, the others build alone', async () => {
    const { state, how } = world();
    const builds = new AnswerBuilds<number, string>();
    const first = buildOf(await builds.claim('list', 1, how));
    state.version = 2;
    const runner = builds.claim('list', 2, { ...how, gone: () => true });
    const other = builds.claim('list', 2, how);
    await settle();
    first.settle();
    // Neither waits on a build no one runs: each builds at the version it read.
    expect(buildOf(await runner).version).toBe(2);
    expect(buildOf(await other).version).toBe(2);
  });

  it('requests waiting on a build that ends without an answer build alone', async () => {
    const { how } = world();
    const builds = new AnswerBuilds<number, string>();
    const first = buildOf(await builds.claim('list', 1, how));
    const waiting = builds.claim('list', 1, how);
    first.settle();
    expect(buildOf(await waiting).version).toBe(1);
  });

  it('an answer kept while a request waited to join is served to all who joined', async () => {
    const { state, how } = world();
    const builds = new AnswerBuilds<number, string>();
    const first = buildOf(await builds.claim('list', 1, how));
    state.version = 2;
    const joined = [builds.claim('list', 2, how), builds.claim('list', 2, how)];
    await settle();
    state.kept.set(2, 'kept at 2 by another');
    first.settle('built at 1');
    expect(await Promise.all(joined)).toEqual([
      { answer: 'kept at 2 by another' },
      { answer: 'kept at 2 by another' },
    ]);
  });

  it('keeps builds of different answers apart', async () => {
    const { how } = world();
    const builds = new AnswerBuilds<number, string>();
    buildOf(await builds.claim('list a', 1, how));
    expect('build' in (await builds.claim('list b', 1, how))).toBe(true);
  });
});
