import { RuleTester } from 'eslint';
import tseslint from 'typescript-eslint';
import { afterAll, describe, expect, it } from 'vitest';
import { partOf, rules } from './boundaries.js';

RuleTester.afterAll = afterAll;
RuleTester.describe = describe;
RuleTester.it = it;
RuleTester.itOnly = it.only;

// Files are named from a pretended repository root, so the tests do not depend on the cwd.
const root = '/repo';
const tester = new RuleTester({
  languageOptions: { parser: tseslint.parser },
  settings: { boundaries: { root } },
});
const at = (file: string, code: string) => ({ filename: `${root}/${file}`, code });
const broken = (file: string, code: string) => ({ ...at(file, code), errors: 1 });

describe('partOf', () => {
  it('names the part of each kind of path', () => {
    expect(partOf('src/core/schemas/task')).toEqual({ side: 'core', kind: 'core' });
    expect(partOf('src/server/db/database')).toEqual({ side: 'server', kind: 'base' });
    expect(partOf('src/server/config')).toEqual({ side: 'server', kind: 'base' });
    expect(partOf('src/server/app')).toEqual({ side: 'server', kind: 'composition' });
    expect(partOf('src/web/lib/paths')).toEqual({ side: 'web', kind: 'base' });
    expect(partOf('src/web/app/shell/app-layout')).toEqual({ side: 'web', kind: 'composition' });
    expect(partOf('src/web/public/login-page')).toEqual({ side: 'web', kind: 'public' });
    expect(partOf('src/web/features/tasks/api/get-task-pages')).toEqual({
      side: 'web',
      kind: 'feature',
      feature: 'src/web/features/tasks',
    });
    expect(partOf('tests/api/tasks.test')).toBeNull();
  });
});

tester.run('core-imports-only-core', rules['core-imports-only-core'], {
  valid: [
    at('src/core/schemas/task.ts', "import { idSchema } from './common.js';"),
    at('src/core/schemas/task.ts', "import { z } from 'zod';"),
  ],
  invalid: [
    broken('src/core/checklist.ts', "import { Db } from '../server/db/database.js';"),
    broken('src/core/checklist.ts', "import { paths } from '../web/lib/paths';"),
    broken('src/core/checklist.ts', "export { helper } from '../../tests/api/helpers/x.js';"),
  ],
});

tester.run('sides-apart', rules['sides-apart'], {
  valid: [
    at('src/web/lib/paths.ts', "import { x } from '../../core/dates';"),
    at('src/server/lib/ids.ts', "import { x } from '../../core/dates.js';"),
  ],
  invalid: [
    broken('src/web/lib/paths.ts', "import { x } from '../../server/lib/ids.js';"),
    broken('src/server/app.ts', "import { paths } from '../web/lib/paths';"),
    broken('src/web/app/router.tsx', "const m = () => import('../../server/app.js');"),
  ],
});

tester.run('front-door', rules['front-door'], {
  valid: [
    at('src/web/features/projects/x.ts', "import { useTaskPages } from '../tasks';"),
    at('src/web/features/projects/x.ts', "import { useTaskPages } from '../tasks/index';"),
    at(
      'src/web/features/tasks/components/x.tsx',
      "import { useCreateTask } from '../api/create-task';",
    ),
    at('src/web/app/router.tsx', "import { useUser } from '../features/auth';"),
    at('src/server/app.ts', "import { tasksRoutes } from './features/tasks/index.js';"),
    at('src/web/app/shell-frame.tsx', "const s = () => import('../features/updates/first-paint');"),
  ],
  invalid: [
    broken('src/web/features/projects/x.ts', "import { x } from '../tasks/api/get-task-pages';"),
    // The first-paint door is the composition's, and only as its own chunk.
    broken('src/web/app/shell-frame.tsx', "import { s } from '../features/updates/first-paint';"),
    broken('src/web/features/projects/x.ts', "const s = () => import('../updates/first-paint');"),
    broken('src/web/public/x.tsx', "const s = () => import('../features/updates/first-paint');"),
    broken(
      'src/web/public/login-page.tsx',
      "import { useLogin } from '../features/auth/api/login';",
    ),
    broken(
      'src/web/app/signed-in-app.tsx',
      "const p = () => import('../features/tasks/tasks-page');",
    ),
    broken(
      'src/server/features/share/x.ts',
      "import { find } from '../updates/updates.queries.js';",
    ),
    broken('src/server/features/share/x.ts', "export * from '../updates/updates.mapper.js';"),
  ],
});

tester.run('base-imports-no-feature', rules['base-imports-no-feature'], {
  valid: [
    at('src/web/components/x.tsx', "import { paths } from '../lib/paths';"),
    at('src/server/plugins/auth.ts', "import { findSession } from '../lib/sessions.js';"),
  ],
  invalid: [
    broken('src/web/lib/x.ts', "import { useProjects } from '../features/projects';"),
    broken('src/web/components/x.tsx', "import { AppLayout } from '../app/shell/app-layout';"),
    broken('src/web/lib/x.ts', "import LoginPage from '../public/login-page';"),
    broken('src/server/plugins/auth.ts', "import { resolve } from '../features/auth/index.js';"),
    broken('src/server/db/migrate.ts', "import { buildApp } from '../app.js';"),
  ],
});

tester.run('composition-on-top', rules['composition-on-top'], {
  valid: [
    at('src/web/app/signed-in-app.tsx', "const p = () => import('../public/share/share-page');"),
    at('src/web/public/public-app.tsx', "import LandingPage from './landing-page';"),
    at('src/server/server.ts', "import { buildApp } from './app.js';"),
  ],
  invalid: [
    broken('src/web/features/updates/x.tsx', "import { paths } from '../../app/paths';"),
    broken(
      'src/web/features/updates/x.tsx',
      "import SharePage from '../../public/share/share-page';",
    ),
    broken('src/web/public/login-page.tsx', "import { AppLayout } from '../app/shell/app-layout';"),
    broken('src/server/features/tasks/x.ts', "import { buildApp } from '../../app.js';"),
  ],
});

tester.run('sql-in-queries', rules['sql-in-queries'], {
  valid: [
    at('src/server/features/tasks/tasks.queries.ts', "import { sql } from 'kysely';"),
    at(
      'src/server/features/tasks/tasks.queries.ts',
      "import type { Db } from '../../db/database.js';",
    ),
    at(
      'src/server/features/tasks/tasks.queries.ts',
      "export const f = (db) => db.selectFrom('tasks').selectAll().execute();",
    ),
    at('src/server/db/migrate.ts', "import { Migrator } from 'kysely';"),
    at('src/server/server.ts', "import { openDatabase } from './db/database.js';"),
    at('src/server/main.ts', "import { sql } from 'kysely';"),
    at(
      'src/server/features/tasks/tasks.service.ts',
      "import { insertTask } from './tasks.queries.js';",
    ),
    // The Db handle's type passes through services to the queries; it holds no SQL.
    at('src/server/features/tasks/tasks.service.ts', "import type { Kysely } from 'kysely';"),
    at('src/server/lib/sessions.ts', "import type { Db } from '../db/database.js';"),
    at('src/server/lib/sessions.ts', "import { type Db } from '../db/database.js';"),
    at('src/server/plugins/read-cache.ts', "import { dataVersion } from '../db/commits.js';"),
    at('src/web/features/tasks/x.ts', 'export const f = (list) => list.transaction();'),
  ],
  invalid: [
    broken('src/server/features/health/health.routes.ts', "import { sql } from 'kysely';"),
    broken('src/server/plugins/read-cache.ts', "import { dataVersion } from '../db/database.js';"),
    broken('src/server/features/search/x.ts', "import { CompiledQuery } from 'kysely/helpers';"),
    {
      filename: `${root}/src/server/features/tasks/tasks.service.ts`,
      code: "export const f = (db) => db.selectFrom('tasks').selectAll().execute();",
      errors: [{ messageId: 'building' }],
    },
    {
      filename: `${root}/src/server/lib/settings.ts`,
      code: 'export const f = (db) => db.transaction().execute(async () => {});',
      errors: [{ messageId: 'building' }],
    },
    {
      filename: `${root}/src/server/features/export/x.ts`,
      code: "export const f = (db) => db.deleteFrom('sessions').execute();",
      errors: [{ messageId: 'building' }],
    },
    // The composition opens the database but builds no query (the upload sweep's keys
    // come from the updates feature).
    {
      filename: `${root}/src/server/server.ts`,
      code: "export const f = (db) => db.selectFrom('update_files').select('storage_key').execute();",
      errors: [{ messageId: 'building' }],
    },
    {
      filename: `${root}/src/server/app.ts`,
      code: 'export const f = (db) => db.transaction().execute(async () => {});',
      errors: [{ messageId: 'building' }],
    },
  ],
});
