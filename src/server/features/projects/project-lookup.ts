import { PROJECT_STATUSES, type ProjectStatus } from '../../../core/schemas/project.js';
import type { Db } from '../../db/database.js';
import { findProject } from './projects.queries.js';

/** A project's name and status for other rooms (the client portal); undefined when gone. */
export async function findProjectHeadline(
  db: Db,
  id: string,
): Promise<{ name: string; status: ProjectStatus } | undefined> {
  const row = await findProject(db, id);
  if (!row) return undefined;
  const status = (PROJECT_STATUSES as readonly string[]).includes(row.status)
    ? (row.status as ProjectStatus)
    : 'Planning';
  return { name: row.name, status };
}
