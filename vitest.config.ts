import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

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
          include: [
            'src/**/*.test.ts',
            'src/**/*.test.tsx',
            'eslint-rules/**/*.test.ts',
            'scripts/**/*.test.ts',
          ],
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
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
