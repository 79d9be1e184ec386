import fs from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import react from '@vitejs/plugin-react';
import { build, type Plugin } from 'vite';
import { precompressFile } from './precompress.js';

// The landing page rendered to HTML at build time (decision 206): a signed-out visitor to
// `/` gets it instead of the app (plugins/web.ts), painted as soon as it and the
// stylesheet arrive, with no script but the theme button's (static/landing.js).

const ENTRY = 'app/landing-document.tsx';

/**
 * The page's <head> from the app's: its meta, icons, theme script and stylesheets, no app
 * code; plus the stylesheets the app would load with its public pages (the first-screen
 * map, decision 205), as the landing page's components may have their own.
 */
function landingHead(indexHtml: string): string {
  const head = /<head>([\s\S]*?)<\/head>/.exec(indexHtml)?.[1];
  if (!head) throw new Error('The built index.html has no <head>');
  const map = /<script type="application\/json" id="first-screen">([\s\S]*?)<\/script>/.exec(head);
  const publicFiles = map ? ((JSON.parse(map[1]!) as { public?: string[] }).public ?? []) : [];
  const styles = publicFiles
    .filter((file) => file.endsWith('.css') && !head.includes(file))
    .map((file) => `    <link rel="stylesheet" href="${file}">\n`)
    .join('');
  return (
    head
      .replace(/<script type="application\/json"[\s\S]*?<\/script>/g, '')
      .replace(/<script src="\/first-screen\.js"[^>]*><\/script>/g, '')
      .replace(/<script type="module"[^>]*><\/script>/g, '')
      .replace(/<link rel="modulepreload"[^>]*>/g, '')
      .replace(/\n\s*\n/g, '\n') + styles
  );
}

/** Builds the landing component for Node and renders it once. */
async function renderLanding(webRoot: string): Promise<string> {
  // Inside the project, so the rendered module finds React and Mantine in node_modules;
  // one folder per build, as builds for tests and the benchmark can run at once.
  const outDir = path.resolve(
    webRoot,
    `../../node_modules/.cache/sitebook-landing-${process.pid}-${Date.now()}`,
  );
  try {
    await build({
      configFile: false,
      root: webRoot,
      publicDir: false,
      logLevel: 'warn',
      plugins: [react()],
      build: { ssr: ENTRY, outDir, emptyOutDir: true },
    });
    const entry = pathToFileURL(path.join(outDir, 'landing-document.js')).href;
    const module = (await import(entry)) as { renderLanding: () => string };
    return module.renderLanding();
  } finally {
    await fs.rm(outDir, { recursive: true, force: true });
  }
}

/** Vite plugin: writes `landing.html` (and its compressed copies) beside `index.html`. */
export function prerenderLanding(): Plugin {
  let webRoot = '';
  let outDir = '';
  return {
    name: 'sitebook-prerender-landing',
    apply: 'build',
    configResolved(config) {
      webRoot = config.root;
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      const indexHtml = await fs.readFile(path.join(outDir, 'index.html'), 'utf8');
      const body = await renderLanding(webRoot);
      const page = [
        '<!doctype html>',
        '<html lang="en">',
        `  <head>${landingHead(indexHtml)}    <script src="/landing.js" defer></script>`,
        '  </head>',
        '  <body>',
        `    <div id="root">${body}</div>`,
        '  </body>',
        '</html>',
        '',
      ].join('\n');
      // Renamed into place: the precompress plugin may be listing the folder meanwhile.
      const file = path.join(outDir, 'landing.html');
      await fs.writeFile(`${file}.part`, page);
      await fs.rename(`${file}.part`, file);
      await precompressFile(file);
    },
  };
}
