import { sql, type Kysely } from 'kysely';
import { dialectOf } from '../database.js';

// The daily log (issue 19, decision 190): each update's structured sections in a side
// table (one row per update that has any, one JSON text column per section), cached
// weather readings per location and day, and each project's location in
// millionths of a degree (integers, like cents: both dialects read them the same).

const run = (db: Kysely<unknown>, statement: string) => sql.raw(statement).execute(db);

async function migrate(db: Kysely<unknown>) {
  await db.schema
    .createTable('update_sections')
    .addColumn('update_id', 'text', (col) =>
      col.primaryKey().references('updates.id').onDelete('cascade'),
    )
    .addColumn('weather', 'text')
    // Why the weather is empty when it was to be filled automatically.
    .addColumn('weather_message', 'text')
    .addColumn('crew', 'text')
    .addColumn('delays', 'text')
    .addColumn('visitors', 'text')
    .addColumn('deliveries', 'text')
    .addColumn('safety', 'text')
    // Which sections clients see, as JSON; null: the defaults (weather only).
    .addColumn('visibility', 'text')
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .execute();

  // What a weather service answered, per provider, rounded location and day. Readings
  // of past days are kept; today's and later ones are fetched again after a while.
  await db.schema
    .createTable('weather_readings')
    .addColumn('provider', 'text', (col) => col.notNull())
    .addColumn('location', 'text', (col) => col.notNull())
    .addColumn('date', 'text', (col) => col.notNull())
    .addColumn('reading', 'text', (col) => col.notNull())
    .addColumn('fetched_at', 'text', (col) => col.notNull())
    .addPrimaryKeyConstraint('weather_readings_pkey', ['provider', 'location', 'date'])
    .execute();

  await db.schema.alterTable('projects').addColumn('latitude_e6', 'integer').execute();
  await db.schema.alterTable('projects').addColumn('longitude_e6', 'integer').execute();
}

export async function up(db: Kysely<unknown>): Promise<void> {
  if (dialectOf(db) !== 'sqlite') return migrate(db);
  // Kysely runs SQLite migrations outside a transaction; this one must not stop half way.
  await run(db, 'begin');
  try {
    await migrate(db);
    await run(db, 'commit');
  } catch (error) {
    await run(db, 'rollback');
    throw error;
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('projects').dropColumn('longitude_e6').execute();
  await db.schema.alterTable('projects').dropColumn('latitude_e6').execute();
  await db.schema.dropTable('weather_readings').ifExists().execute();
  await db.schema.dropTable('update_sections').ifExists().execute();
}
