// @ts-nocheck
// A queries file is one of the homes of SQL: both imports are allowed here.
import { sql } from 'kysely';
import type { Db } from '../../db/database.js';

export const allowed = sql;
export type Allowed = Db;
