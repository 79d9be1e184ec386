import { createRequire } from 'node:module';
import path from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { firstScreen, OWN_ENTRIES } from './scripts/lib/first-screen.js';
import { mantineSheets } from './scripts/lib/mantine-sheets.js';
import { precompress } from './scripts/lib/precompress.js';
import { prerenderLanding } from './scripts/lib/prerender-landing.js';
import { serviceWorker } from './scripts/lib/service-worker.js';

// React Router 7 exports only its development build (remix-run/react-router#12532, #14102):
// its dev warnings then run in production, on every navigation and render. Its package
// ships the production build beside it, identical but for that switch; builds use it.
const reactRouterProduction = path.join(
  path.dirname(createRequire(import.meta.url).resolve('react-router/package.json')),
  'dist/production/index.mjs',
);

export default defineConfig(({ command }) => ({
  root: 'src/web',
  resolve: {
    alias:
      command === 'build' ? [{ find: /^react-router$/, replacement: reactRouterProduction }] : [],
  },
  publicDir: 'static',
  plugins: [
    react(),
    firstScreen(),
    mantineSheets(),
    precompress(),
    serviceWorker(),
    prerenderLanding(),
  ],
  build: {
    outDir: '../../dist/web',
    emptyOutDir: true,
    // None: served, they would publish the whole client source (plugins/web.ts refuses them too).
    sourcemap: false,
    chunkSizeWarningLimit: 900,
    rolldownOptions: {
      // The page, and what `first-screen.js` imports before the page's code (decision 253),
      // with its exports kept (an app's entries keep none by default; the icons' group
      // allows no stricter setting).
      input: [
        path.resolve('src/web/index.html'),
        ...OWN_ENTRIES.map((module) => path.resolve('src/web', module)),
      ],
      preserveEntrySignatures: 'allow-extension',
      output: {
        codeSplitting: {
          // Each icon was a chunk of its own (~200 bytes, ~1 KB with its headers) wherever
          // two screens shared it: ~15 requests of a signed-in first screen. All of them are
          // one ~4.6 KB chunk now. Only the icons: with their dependencies (the default)
          // React itself moved into the group and onto every page (decision 219).
          groups: [
            {
              name: 'icons',
              test: /@tabler[\\/]icons-react/,
              includeDependenciesRecursively: false,
            },
          ],
        },
      },
    },
  },
  server: {
    port: 5173,
    // The share page is the server's document (decision 222).
    proxy: { '/api': 'http://127.0.0.1:3000', '/share': 'http://127.0.0.1:3000' },
  },
}));
