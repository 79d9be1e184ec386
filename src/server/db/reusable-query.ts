import type { CompiledQuery, QueryResult } from 'kysely';
import type { Db } from './database.js';

// Kysely builds and compiles a query anew on every call: 15-25 µs for a select with a join
// or an insert of a dozen columns, two to three times what SQLite then takes to run it
// (decision 266). The queries every request or every create runs are built once per
// shape, with a marker in place of each of the caller's values, and each call runs that
// compiled text with its own values.

// A text no value of ours holds, and that no encoding (JSON's included) escapes.
const MARKER = '\u27e6sitebook-value:';

type Path = readonly (string | number)[];
type Slot = { path: Path } | { constant: unknown };

interface Compiled<R> {
  query: CompiledQuery<R>;
  slots: Slot[];
}

/** `value` with each leaf replaced by a marker naming its place (arrays keep their identity as one value). */
function mark(value: unknown, path: Path, places: Path[], arrays: Map<unknown, Path>): unknown {
  if (Array.isArray(value)) {
    const marked = value.map((item, index) => mark(item, [...path, index], places, arrays));
    arrays.set(marked, path);
    return marked;
  }
  if (
    value !== null &&
    typeof value === 'object' &&
    Object.getPrototypeOf(value) === Object.prototype
  ) {
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => [
        key,
        item === undefined ? undefined : mark(item, [...path, key], places, arrays),
      ]),
    );
  }
  places.push(path);
  return `${MARKER}${places.length - 1}`;
}

function valueAt(args: readonly unknown[], path: Path): unknown {
  let value: unknown = args;
  for (const key of path) value = (value as Record<string | number, unknown>)[key];
  return value;
}

function compile<A extends unknown[], R>(
  db: Db,
  build: (db: Db, ...args: A) => { compile(): CompiledQuery<R> },
  args: A,
): Compiled<R> {
  const places: Path[] = [];
  const arrays = new Map<unknown, Path>();
  // An argument that is null or undefined is left as it is: it decides the text (no
  // project scope, no kept versions), and the shape's key tells those calls apart.
  const marked = args.map((arg, index) =>
    arg === null || arg === undefined ? arg : mark(arg, [index], places, arrays),
  ) as A;
  const query = build(db, ...marked).compile();
  const slots = query.parameters.map((parameter): Slot => {
    if (typeof parameter === 'string' && parameter.startsWith(MARKER)) {
      return { path: places[Number(parameter.slice(MARKER.length))]! };
    }
    if (typeof parameter === 'string' && parameter.includes(MARKER)) {
      throw new Error('A reusable query must pass its values as they are, not changed');
    }
    const array = arrays.get(parameter);
    return array ? { path: array } : { constant: parameter };
  });
  return { query, slots };
}

const checked = new WeakSet<object>();

/**
 * For the tests: every call of a reusable query on `db` is also built the ordinary way,
 * and a difference in its text or values throws.
 */
export function checkReusableQueries(db: Db): void {
  checked.add(db.getExecutor().adapter);
}

/**
 * A query built once per `shapeOf` of its arguments (what changes its text: a list's
 * length, the columns an insert sets) and per argument that is null or undefined. `build`
 * must pass the arguments to Kysely as values, never branch on them or change them
 * (`checkReusableQueries` finds a build that does).
 */
export function reusableQuery<A extends unknown[], R>(
  build: (db: Db, ...args: A) => { compile(): CompiledQuery<R> },
  shapeOf: (...args: A) => string = () => '',
): (db: Db, ...args: A) => Promise<QueryResult<R>> {
  // The compiled text and its query id belong to the database they were compiled for (its
  // write counter knows the id as a write): Kysely's adapter is that database's own
  // object, shared by its transactions and connections. A `withPlugin` view of a database
  // would share it too without its plugin's say: the app makes none (the plugins are the
  // database's, set when it opens).
  const compiledBy = new WeakMap<object, Map<string, Compiled<R>>>();
  return async (db, ...args) => {
    const adapter = db.getExecutor().adapter;
    let byShape = compiledBy.get(adapter);
    if (!byShape) compiledBy.set(adapter, (byShape = new Map()));
    const shape = `${shapeOf(...args)}|${absentOf(args)}`;
    let compiled = byShape.get(shape);
    if (!compiled) byShape.set(shape, (compiled = compile(db, build, args)));
    const query = {
      ...compiled.query,
      parameters: compiled.slots.map((slot) =>
        'path' in slot ? valueAt(args, slot.path) : slot.constant,
      ),
    };
    if (checked.has(adapter)) checkAgainstBuild(db, build, args, query);
    return await db.executeQuery(query);
  };
}

/** Which arguments are null or undefined: each such argument changes the text (see `compile`). */
const absentOf = (args: readonly unknown[]) =>
  args.map((arg) => (arg === null ? 'n' : arg === undefined ? 'u' : '')).join();

function checkAgainstBuild<A extends unknown[], R>(
  db: Db,
  build: (db: Db, ...args: A) => { compile(): CompiledQuery<R> },
  args: A,
  reused: CompiledQuery<R>,
) {
  const fresh = build(db, ...args).compile();
  if (
    fresh.sql !== reused.sql ||
    JSON.stringify(fresh.parameters) !== JSON.stringify(reused.parameters)
  ) {
    throw new Error(
      `A reusable query differs from its build: ${reused.sql} ${JSON.stringify(reused.parameters)}; built: ${fresh.sql} ${JSON.stringify(fresh.parameters)}`,
    );
  }
}

/** An insert's shape: the columns it sets (Kysely leaves out a value that is undefined). */
export const columnsOf = (row: object) =>
  Object.entries(row)
    .filter(([, value]) => value !== undefined)
    .map(([column]) => column)
    .join();
