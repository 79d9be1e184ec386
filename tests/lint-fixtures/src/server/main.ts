// @ts-nocheck
// The composition layer knows every feature, through its front door, and opens the database,
// but it builds no query: that is a queries file's job.
import { tasksRoutes } from './features/tasks/index.js';
import { contactsRoutes } from './features/contacts/contacts.routes.js'; // expect: boundaries/front-door
import { openDatabase } from './db/database.js';
import { sql } from 'kysely';

export const fixture = [contactsRoutes];
export const allowed = [tasksRoutes, openDatabase, sql];
export const keys = (db) => db.selectFrom('update_files').select('storage_key').execute(); // expect: boundaries/sql-in-queries
