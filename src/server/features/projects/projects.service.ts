import type { ProjectMembers } from '../../../core/schemas/team.js';
import type { Db } from '../../db/database.js';
import { inTransaction } from '../../db/transaction.js';
import { HttpError, notFound } from '../../lib/http-error.js';
import { removeStoredFiles } from '../../lib/storage.js';
import { quoted, recordActivity, type Actor } from '../activity/index.js';
import {
  countUsers,
  deleteProjectTree,
  findClientContact,
  findProject,
  insertProject,
  listActivePeople,
  listMembers,
  lockProject,
  replaceMembers,
  updateProject,
  type ProjectValues,
} from './projects.queries.js';

/** A project belongs to an existing contact of type Client. */
async function checkClient(db: Db, clientId: string) {
  const contact = await findClientContact(db, clientId);
  if (!contact) throw new HttpError(400, 'clientId: no contact with this id');
  if (contact.type !== 'Client') throw new HttpError(400, 'clientId: the contact is not a Client');
}

export async function createProject(db: Db, actor: Actor, values: ProjectValues) {
  const id = await inTransaction(db, async (trx) => {
    await checkClient(trx, values.clientId);
    const created = await insertProject(trx, values);
    await recordActivity(trx, actor, {
      action: 'project.created',
      entityType: 'project',
      entityId: created,
      projectId: created,
      summary: `created project ${quoted(values.name)}`,
    });
    return created;
  });
  return (await findProject(db, id))!;
}

export async function editProject(db: Db, actor: Actor, id: string, values: ProjectValues) {
  await inTransaction(db, async (trx) => {
    const before = await findProject(trx, id);
    if (!before) throw notFound('Project');
    await checkClient(trx, values.clientId);
    await updateProject(trx, id, values);
    const statusChanged = before.status !== values.status;
    await recordActivity(trx, actor, {
      action: statusChanged ? 'project.status_changed' : 'project.edited',
      entityType: 'project',
      entityId: id,
      projectId: id,
      summary: statusChanged
        ? `changed the status of project ${quoted(values.name)} to ${values.status}`
        : `edited project ${quoted(values.name)}`,
    });
  });
  return (await findProject(db, id))!;
}

/**
 * Deletes the project with its tasks, updates (and their files), invoices and
 * members. Rows go in one transaction first; files are removed after it commits,
 * so a failed delete never leaves rows pointing at missing files.
 */
export async function removeProject(
  db: Db,
  actor: Actor,
  dataDir: string,
  id: string,
  onFileError: (error: unknown) => void,
) {
  const storageKeys = await inTransaction(db, async (trx) => {
    const project = await findProject(trx, id);
    if (!project) return null;
    const keys = await deleteProjectTree(trx, id);
    await recordActivity(trx, actor, {
      action: 'project.deleted',
      entityType: 'project',
      entityId: id,
      projectId: id,
      projectName: project.name,
      summary: `deleted project ${quoted(project.name)}`,
    });
    return keys;
  });
  if (!storageKeys) throw notFound('Project');
  // The rows are gone; a file that cannot be removed only leaves a stray file behind.
  await removeStoredFiles(dataDir, storageKeys).catch(onFileError);
}

const toMember = (row: Awaited<ReturnType<typeof listMembers>>[number]) => ({
  id: row.id,
  name: row.name || row.username,
  username: row.username,
  role: row.role as ProjectMembers['members'][number]['role'],
});

export async function readMembers(db: Db, projectId: string): Promise<ProjectMembers> {
  if (!(await findProject(db, projectId))) throw notFound('Project');
  const [members, people] = await Promise.all([listMembers(db, projectId), listActivePeople(db)]);
  return { members: members.map(toMember), people: people.map(toMember) };
}

/**
 * Replaces the project's members. Someone who leaves also leaves the tasks they
 * were assigned there (an assignee is always a member), in the same transaction.
 */
export async function setMembers(db: Db, actor: Actor, projectId: string, userIds: string[]) {
  const ids = [...new Set(userIds)];
  await inTransaction(db, async (trx) => {
    if (!(await lockProject(trx, projectId))) throw notFound('Project');
    if ((await countUsers(trx, ids)) !== ids.length) {
      throw new HttpError(400, 'userIds: no user with one of these ids');
    }
    await replaceMembers(trx, projectId, ids);
    await recordActivity(trx, actor, {
      action: 'project.members_changed',
      entityType: 'project',
      entityId: projectId,
      projectId,
      summary: `set the members of the project (${ids.length} ${ids.length === 1 ? 'person' : 'people'})`,
    });
  });
  return readMembers(db, projectId);
}
