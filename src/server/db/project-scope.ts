import type { Role } from '../../core/schemas/auth.js';
import type { Db } from './database.js';

// Which projects a reader sees (issue 15, decision 150). Owner and office see every
// project: their reads stay as they were, with no extra join. A field user sees the
// projects they are a member of: every read of projects, tasks, updates and files
// adds `project_id in (their projects)`, so a record outside them is exactly as
// absent as an id that does not exist (404, empty lists, no search hit).

/** Every project (null), or only the member's. */
export type ProjectScope = { readonly memberId: string } | null;

export const projectScopeOf = (user: { id: string; role: Role }): ProjectScope =>
  user.role === 'field' ? { memberId: user.id } : null;

/** The member's project ids, as a subquery: `.where('t.project_id', 'in', memberProjectIds(...))`. */
export const memberProjectIds = (db: Db, scope: { readonly memberId: string }) =>
  db
    .selectFrom('project_members')
    .select('project_members.project_id')
    .where('project_members.user_id', '=', scope.memberId);
