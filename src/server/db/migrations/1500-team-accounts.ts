import { sql, type Kysely } from 'kysely';
import { dialectOf } from '../database.js';

// Team accounts (issue 15, decision 150): people with roles, their invitations,
// project members, task assignees, who wrote each task and update, and the
// activity log. The account that exists becomes the owner, and every existing
// task and update is attributed to it.

const run = (db: Kysely<unknown>, statement: string) => sql.raw(statement).execute(db);

async function migrate(db: Kysely<unknown>) {
  // New people are field users unless said otherwise (the least they can do);
  // the account that exists already is the owner.
  await db.schema
    .alterTable('users')
    .addColumn('name', 'text', (col) => col.notNull().defaultTo(''))
    .execute();
  await db.schema.alterTable('users').addColumn('email', 'text').execute();
  await db.schema
    .alterTable('users')
    .addColumn('role', 'text', (col) => col.notNull().defaultTo('field'))
    .execute();
  await db.schema
    .alterTable('users')
    .addColumn('active', 'integer', (col) => col.notNull().defaultTo(1))
    .execute();
  await db.schema.alterTable('users').addColumn('last_sign_in_at', 'text').execute();
  await run(db, `update users set role = 'owner', name = username`);
  // Usernames are unique ignoring case: "Dana" and "dana" are one person.
  await db.schema
    .createIndex('users_username_lower')
    .on('users')
    .expression(sql`lower(username)`)
    .unique()
    .execute();

  // Only the SHA-256 of a link's token is stored, as for sessions.
  await db.schema
    .createTable('invitations')
    .addColumn('token_hash', 'text', (col) => col.primaryKey())
    .addColumn('user_id', 'text', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('created_by', 'text', (col) => col.references('users.id'))
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('expires_at', 'text', (col) => col.notNull())
    .addColumn('used_at', 'text')
    .addColumn('voided_at', 'text')
    .execute();
  await db.schema.createIndex('invitations_user_id').on('invitations').column('user_id').execute();

  // An id of its own, so the full export can page through it like any table.
  await db.schema
    .createTable('project_members')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('project_id', 'text', (col) =>
      col.notNull().references('projects.id').onDelete('cascade'),
    )
    .addColumn('user_id', 'text', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('created_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('project_members_project_user')
    .on('project_members')
    .columns(['project_id', 'user_id'])
    .unique()
    .execute();
  // A field user's lists read their projects through this one.
  await db.schema
    .createIndex('project_members_user')
    .on('project_members')
    .columns(['user_id', 'project_id'])
    .execute();

  await db.schema
    .alterTable('tasks')
    .addColumn('assignee_id', 'text', (col) => col.references('users.id').onDelete('set null'))
    .execute();
  await db.schema
    .alterTable('tasks')
    .addColumn('created_by', 'text', (col) => col.references('users.id'))
    .execute();
  await db.schema
    .alterTable('updates')
    .addColumn('created_by', 'text', (col) => col.references('users.id'))
    .execute();
  await db.schema
    .createIndex('tasks_assignee')
    .on('tasks')
    .columns(['assignee_id', 'status'])
    .execute();
  const owner = `(select id from users order by created_at, id limit 1)`;
  await run(db, `update tasks set created_by = ${owner}`);
  await run(db, `update updates set created_by = ${owner}`);

  // The project's name is kept beside its id, so the history of a deleted project
  // still says which one it was; user_id is null for what the system did itself.
  await db.schema
    .createTable('activity_log')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('at', 'text', (col) => col.notNull())
    .addColumn('user_id', 'text', (col) => col.references('users.id'))
    .addColumn('action', 'text', (col) => col.notNull())
    .addColumn('entity_type', 'text', (col) => col.notNull())
    .addColumn('entity_id', 'text')
    .addColumn('project_id', 'text')
    .addColumn('project_name', 'text')
    .addColumn('summary', 'text', (col) => col.notNull())
    .execute();
  // Newest first, whole log or one project's or one person's (keyset on at, id).
  await db.schema.createIndex('activity_log_at').on('activity_log').columns(['at', 'id']).execute();
  await db.schema
    .createIndex('activity_log_project')
    .on('activity_log')
    .columns(['project_id', 'at', 'id'])
    .execute();
  await db.schema
    .createIndex('activity_log_user')
    .on('activity_log')
    .columns(['user_id', 'at', 'id'])
    .execute();
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
  await db.schema.dropTable('activity_log').ifExists().execute();
  await db.schema.dropIndex('tasks_assignee').ifExists().execute();
  await db.schema.alterTable('updates').dropColumn('created_by').execute();
  await db.schema.alterTable('tasks').dropColumn('created_by').execute();
  await db.schema.alterTable('tasks').dropColumn('assignee_id').execute();
  await db.schema.dropTable('project_members').ifExists().execute();
  await db.schema.dropTable('invitations').ifExists().execute();
  await db.schema.dropIndex('users_username_lower').ifExists().execute();
  for (const column of ['last_sign_in_at', 'active', 'role', 'email', 'name']) {
    await db.schema.alterTable('users').dropColumn(column).execute();
  }
}
