// @ts-nocheck
// The composition layer knows every feature, through its front door, and the database.
import { tasksRoutes } from './features/tasks/index.js';
import { contactsRoutes } from './features/contacts/contacts.routes.js'; // expect: boundaries/front-door
import { openDatabase } from './db/database.js';
import { sql } from 'kysely';

export const fixture = [contactsRoutes];
export const allowed = [tasksRoutes, openDatabase, sql];
