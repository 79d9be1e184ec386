import type { Db } from '../../db/database.js';
import { HttpError, notFound } from '../../lib/http-error.js';
import { removeStoredFiles } from '../../lib/storage.js';
import {
  deleteProjectTree,
  findClientContact,
  findProject,
  insertProject,
  updateProject,
  type ProjectValues,
} from './projects.queries.js';

/** A project belongs to an existing contact of type Client. */
async function checkClient(db: Db, clientId: string) {
  const contact = await findClientContact(db, clientId);
  if (!contact) throw new HttpError(400, 'clientId: no contact with this id');
  if (contact.type !== 'Client') throw new HttpError(400, 'clientId: the contact is not a Client');
}

export async function createProject(db: Db, values: ProjectValues) {
  await checkClient(db, values.clientId);
  const id = await insertProject(db, values);
  return (await findProject(db, id))!;
}

export async function editProject(db: Db, id: string, values: ProjectValues) {
  if (!(await findProject(db, id))) throw notFound('Project');
  await checkClient(db, values.clientId);
  await updateProject(db, id, values);
  return (await findProject(db, id))!;
}

/**
 * Deletes the project with its tasks, updates (and their files) and invoices.
 * Rows go in one transaction first; files are removed after it commits, so a
 * failed delete never leaves rows pointing at missing files.
 */
export async function removeProject(
  db: Db,
  dataDir: string,
  id: string,
  onFileError: (error: unknown) => void,
) {
  const storageKeys = await deleteProjectTree(db, id);
  if (!storageKeys) throw notFound('Project');
  // The rows are gone; a file that cannot be removed only leaves a stray file behind.
  await removeStoredFiles(dataDir, storageKeys).catch(onFileError);
}
