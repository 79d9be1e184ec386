import type { Question, UnreadQuestions } from '../../../core/schemas/portal.js';
import type { Db } from '../../db/database.js';
import { notFound } from '../../lib/http-error.js';
import { nowIso } from '../../lib/ids.js';
import { findProjectHeadline } from '../projects/index.js';
import * as q from './portal.queries.js';

// Client questions as the business reads them (owner and office).

function toQuestion(row: q.QuestionRow): Question {
  return {
    id: row.id,
    projectId: row.project_id,
    linkId: row.link_id,
    linkLabel: row.link_label ?? null,
    name: row.name,
    message: row.message,
    email: row.email,
    createdAt: row.created_at,
    read: row.read_at !== null,
  };
}

export async function listProjectQuestions(db: Db, projectId: string): Promise<Question[]> {
  if (!(await findProjectHeadline(db, projectId))) throw notFound('Project');
  return (await q.listQuestions(db, projectId)).map(toQuestion);
}

export async function markQuestion(db: Db, id: string, read: boolean): Promise<Question> {
  if (!(await q.setQuestionRead(db, id, read ? nowIso() : null))) throw notFound('Question');
  return toQuestion((await q.findQuestion(db, id))!);
}

export async function unreadQuestions(db: Db): Promise<UnreadQuestions> {
  const projects = await q.countUnreadByProject(db);
  return { count: projects.reduce((sum, project) => sum + project.count, 0), projects };
}
