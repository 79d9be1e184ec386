import type { PostgresCursor, PostgresPool, PostgresPoolClient, PostgresQueryResult } from 'kysely';
import type pg from 'pg';

// PostgreSQL parses and plans every statement it is sent unless it was prepared on that
// connection: the pool below names each statement the app sends often, and `pg` then
// prepares it once per connection and after that only binds and runs it (decision 225).

/** Reads and writes of rows; never DDL, transaction control or settings. */
const ROW_STATEMENT = /^\s*(?:select|insert|update|delete|with)\b/i;
/** A statement that may change a table's columns, and so what a prepared `select *` returns. */
const SCHEMA_CHANGE = /^\s*(?:create|alter|drop|comment)\b/i;
const TRANSACTION_START = /^\s*(?:begin|start transaction)\b/i;
const TRANSACTION_END = /^\s*(?:commit|rollback|end)\b(?!\s+to\b)/i;
/** Bulk inserts (a backup's import) vary their length: each would be a statement of its own. */
const MAX_PARAMETERS = 50;
/** The app sends a few hundred distinct statements; past this many, the rest are not named. */
const MAX_NAMED = 500;

const PLAN_CHANGED = 'cached plan must not change result type';
const isPlanChanged = (error: unknown) =>
  error instanceof Error &&
  (error as { code?: string }).code === '0A000' &&
  error.message.includes(PLAN_CHANGED);

/**
 * A pool for Kysely whose statements are prepared per connection. A statement is named
 * by its text; a schema change made through the app (the migrations) starts new names,
 * so nothing prepared before it runs again. One made by another program (another
 * server's migrations) fails a prepared `select *` once with "cached plan must not
 * change result type": it is then sent again under a new name, outside a transaction;
 * inside one the transaction fails, as for any error, and the next one is prepared anew.
 */
export function preparingPool(pool: pg.Pool): PostgresPool {
  let generation = 0;
  const names = new Map<string, string>();
  const newGeneration = () => {
    generation += 1;
    names.clear();
  };
  const nameOf = (text: string, parameters: readonly unknown[]) => {
    if (parameters.length > MAX_PARAMETERS || !ROW_STATEMENT.test(text)) return undefined;
    let name = names.get(text);
    if (name === undefined && names.size < MAX_NAMED) {
      name = `sitebook_${generation}_${names.size}`;
      names.set(text, name);
    }
    return name;
  };

  return {
    async connect(): Promise<PostgresPoolClient> {
      const client = await pool.connect();
      let inTransaction = false;
      const run = (text: string, values: unknown[]) => {
        const name = nameOf(text, values);
        const config = name === undefined ? { text, values } : { name, text, values };
        return client.query(config) as Promise<PostgresQueryResult<unknown>>;
      };
      async function rows(text: string, values: readonly unknown[]) {
        if (SCHEMA_CHANGE.test(text)) newGeneration();
        if (TRANSACTION_START.test(text)) inTransaction = true;
        if (TRANSACTION_END.test(text)) inTransaction = false;
        try {
          return await run(text, [...values]);
        } catch (error) {
          if (!isPlanChanged(error)) throw error;
          newGeneration();
          if (inTransaction) throw error;
          return await run(text, [...values]);
        }
      }
      // Kysely's two calls: a statement and its parameters, or a cursor (passed as it is).
      function query<R>(text: string, values: readonly unknown[]): Promise<PostgresQueryResult<R>>;
      function query<R>(cursor: PostgresCursor<R>): PostgresCursor<R>;
      function query(
        textOrCursor: string | PostgresCursor<unknown>,
        values: readonly unknown[] = [],
      ): Promise<PostgresQueryResult<unknown>> | PostgresCursor<unknown> {
        return typeof textOrCursor === 'string'
          ? rows(textOrCursor, values)
          : client.query(textOrCursor as never);
      }
      return {
        query,
        release: () => client.release(),
      };
    },
    end: () => pool.end(),
  };
}
