import { vi } from 'vitest';
import type { Db } from '../../../src/server/db/database.js';
import type { TestApp } from './test-app.js';

/**
 * Holds the first query `matches` picks until `release()`, and counts every query it picks:
 * how a test keeps a build running while other requests arrive. `restore()` when done.
 */
export function holdFirstQuery(db: Db, matches: (sql: string) => boolean) {
  const executor = db.getExecutor();
  const execute = executor.executeQuery.bind(executor);
  let reached!: () => void;
  const held = new Promise<void>((resolve) => (reached = resolve));
  let release!: () => void;
  const gate = new Promise<void>((resolve) => (release = resolve));
  let count = 0;
  const spy = vi.spyOn(executor, 'executeQuery').mockImplementation(async (query, ...rest) => {
    if (matches(query.sql) && ++count === 1) {
      reached();
      await gate;
    }
    return execute(query, ...rest);
  });
  return { held, release, count: () => count, restore: () => spy.mockRestore() };
}

/**
 * The answer cache's and the kept lists' scenario (decisions 063 and 215): a first build of
 * `url` holds on its list query while five requests arrive over real connections, each
 * after `write` adds a named record. Returns the first answer's status, the names listed in
 * each later answer beside the names written before its request, and how often the list
 * query ran.
 */
export async function buildsWhileWritesLand(
  t: TestApp,
  cookie: string,
  options: {
    url: string;
    listQuery: (sql: string) => boolean;
    write: (name: string) => Promise<unknown>;
    /** What each answer lists, to compare with the names written (default: each row's name). */
    listed?: (rows: never[]) => string[];
  },
) {
  const list = holdFirstQuery(t.db, options.listQuery);
  // Over real connections, as the benchmark measures it.
  // A test may run the scenario more than once on the same app: it listens once.
  const listening = t.app.server.address();
  const address =
    listening && typeof listening === 'object'
      ? `http://127.0.0.1:${listening.port}`
      : await t.app.listen({ port: 0, host: '127.0.0.1' });
  const overHttp = async () => {
    const response = await fetch(`${address}${options.url}`, { headers: { cookie } });
    return { statusCode: response.status, body: await response.text() };
  };
  try {
    await options.write('Moves the version');
    const first = overHttp();
    await list.held;
    const later: Array<{ writtenBefore: string[]; answer: ReturnType<typeof overHttp> }> = [];
    const names: string[] = [];
    for (let i = 0; i < 5; i++) {
      names.push(`Written meanwhile ${i}`);
      await options.write(names[i]!);
      later.push({ writtenBefore: [...names], answer: overHttp() });
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    list.release();
    const firstStatus = (await first).statusCode;
    const answers = [];
    for (const { writtenBefore, answer } of later) {
      const rows = JSON.parse((await answer).body) as never[];
      const listed =
        options.listed ?? ((named: Array<{ name: string }>) => named.map((row) => row.name));
      answers.push({ writtenBefore, listed: listed(rows) });
    }
    return { firstStatus, answers, listReads: list.count() };
  } finally {
    list.restore();
  }
}
