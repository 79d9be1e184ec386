import { sql } from 'kysely';
import type { Db } from '../../db/database.js';

/** One round trip that needs a working connection and nothing else. */
export async function pingDatabase(db: Db): Promise<void> {
  await sql`select 1`.execute(db);
}
