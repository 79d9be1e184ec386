// @ts-nocheck
import { tasksRoutes } from '../features/tasks/index.js'; // expect: boundaries/base-imports-no-feature
import { buildApp } from '../app.js'; // expect: boundaries/base-imports-no-feature
import { HttpError } from './http-error.js';
import { flushCommits } from '../db/database.js'; // expect: boundaries/sql-in-queries

export const fixture = [tasksRoutes, buildApp, flushCommits];
export const allowed = [HttpError];
