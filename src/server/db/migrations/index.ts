import type { Migration } from 'kysely';
import * as initial from './0001-initial.js';

// Every migration, in order. Listed statically so the compiled server and tsx
// load the same set without scanning the file system.
export const migrations: Record<string, Migration> = {
  '0001-initial': initial,
};
