import react from '@vitejs/plugin-react';
import { configDefaults, defineConfig } from 'vitest/config';

const UNIT_FILES = [
  'src/**/*.test.ts',
  'src/**/*.test.tsx',
  'eslint-rules/**/*.test.ts',
  'scripts/**/*.test.ts',
];
const ISOLATED = '{src,scripts,eslint-rules}/**/*.isolated.test.{ts,tsx}';

export default defineConfig({
  plugins: [react()],
  test: {
    // Every core: vitest's default leaves one free (one worker on CI's two cores), and the API
    // files spend much of their time waiting on the database and the disk. Each file has its
    // own database (a SQLite file or a PostgreSQL schema), data directory and ports.
    maxWorkers: '100%',
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: UNIT_FILES,
          exclude: [...configDefaults.exclude, ISOLATED],
          environment: 'node',
          setupFiles: ['tests/setup/unit-setup.ts'],
          // The files of a worker share its loaded modules, as the API files do (decision
          // 247): loading React, Mantine and the features again for each of ~115 files was
          // most of the suite's time. Hooks that run for every file are in the setup file.
          isolate: false,
        },
      },
      {
        extends: true,
        test: {
          name: 'unit-isolated',
          // Files that need modules of their own: they mock a module (`vi.mock` applies
          // only to modules loaded after it) or they test what a page keeps once
          // (app/frame-state.ts). A lint rule keeps `vi.mock` in these files.
          include: [ISOLATED],
          environment: 'node',
          setupFiles: ['tests/setup/unit-setup.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'api',
          include: ['tests/api/**/*.test.ts'],
          environment: 'node',
          // The files of a worker share its loaded modules: importing the whole server
          // again for each of ~90 files was 270 of the suite's 416 s (import 23 s without).
          // Each file builds its own app on its own database; what the server keeps beside
          // an app is keyed by that app's database (WeakMaps), and the few files that spy
          // or fake timers restore them after each test.
          isolate: false,
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
