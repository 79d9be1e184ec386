// @ts-nocheck
import { findUpdate } from '../updates/updates.queries.js'; // expect: boundaries/front-door
import { mapUpdate } from '../updates/index.js';
import { sql } from 'kysely'; // expect: boundaries/sql-in-queries
import type { Db } from '../../db/database.js';
import { paths } from '../../../web/lib/paths'; // expect: boundaries/sides-apart
import { HttpError } from '../../lib/http-error.js';
import { isoDateSchema } from '../../../core/schemas/common.js';
import { findShare } from './share.queries.js';

export const fixture = [findUpdate, sql, paths];
export type Fixture = Db;
export const builds = (db: Db) => db.selectFrom('updates').selectAll().execute(); // expect: boundaries/sql-in-queries
export const allowed = [mapUpdate, HttpError, isoDateSchema, findShare];
