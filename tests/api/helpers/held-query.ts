import { vi } from 'vitest';
import type { Db } from '../../../src/server/db/database.js';

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
