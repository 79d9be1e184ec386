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

interface Prerendered {
  landing: string;
  shareFrame: string;
  drawnFrames: string;
}

/** Builds the landing and share-frame components for Node and renders them once. */
async function renderPages(webRoot: string): Promise<Prerendered> {
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
    const module = (await import(entry)) as {
      renderLanding: () => string;
      renderShareFrame: () => string;
      renderDrawnFrames: () => string;
    };
    return {
      landing: module.renderLanding(),
      shareFrame: module.renderShareFrame(),
      drawnFrames: module.renderDrawnFrames(),
    };
  } finally {
    await fs.rm(outDir, { recursive: true, force: true });
  }
}

/**
 * The `<template>` (never rendered by itself) that `static/first-screen.js` draws the
 * signed-in screens' frames from (decision 242).
 */
const DRAWN_FRAMES_ID = 'drawn-frames';

/**
 * Vite plugin: writes `landing.html` (and its compressed copies) beside `index.html`, and
 * the share page's template; puts the signed-in screens' drawn frames into `index.html`.
 */
export function prerenderLanding(): Plugin {
  let webRoot = '';
  let outDir = '';
  // Rendered once, when the page is written, for the page and for writeBundle's files.
  let rendering: Promise<Prerendered> | undefined;
  const rendered = () => (rendering ??= renderPages(webRoot));
  return {
    name: 'sitebook-prerender-landing',
    apply: 'build',
    configResolved(config) {
      webRoot = config.root;
      outDir = path.resolve(config.root, config.build.outDir);
    },
    transformIndexHtml: {
      order: 'post',
      async handler() {
        const { drawnFrames } = await rendered();
        return [
          {
            tag: 'template',
            attrs: { id: DRAWN_FRAMES_ID },
            children: drawnFrames,
            injectTo: 'body',
          },
        ];
      },
    },
    // Once the build's files are written, which a failed build never reaches (closeBundle
    // runs then too, and its error would hide the build's own).
    async writeBundle() {
      const indexHtml = await fs.readFile(path.join(outDir, 'index.html'), 'utf8');
      const head = landingHead(indexHtml);
      const { landing, shareFrame } = await rendered();
      await writePage(outDir, 'landing.html', document(head, landing));
      // The share page's template (decision 222): the server fills in its calendar and
      // updates. Its own rules inline (the policy allows inline styles, not scripts).
      const rules = await Promise.all(
        SHARE_STYLES.map((file) => fs.readFile(path.join(webRoot, file), 'utf8')),
      );
      const style = `    <style>${rules.join('\n')}</style>\n`;
      await writePage(outDir, SHARE_TEMPLATE, document(head + style, shareFrame), false);
    },
  };
}

/** The share page's rules, which the React calendar of the portal shares (calendar.css). */
const SHARE_STYLES = ['public/share/calendar.css', 'public/share/share-page.css'];
/** Read by the server under this name (features/updates/share-page.ts); never served. */
export const SHARE_TEMPLATE = 'share-template.html';

const document = (head: string, body: string) =>
  [
    '<!doctype html>',
    '<html lang="en">',
    `  <head>${head}    <script src="/landing.js" defer></script>`,
    '  </head>',
    '  <body>',
    `    <div id="root">${body}</div>`,
    '  </body>',
    '</html>',
    '',
  ].join('\n');

async function writePage(outDir: string, name: string, page: string, served = true) {
  // Renamed into place: the precompress plugin may be listing the folder meanwhile.
  const file = path.join(outDir, name);
  await fs.writeFile(`${file}.part`, page);
  await fs.rename(`${file}.part`, file);
  if (served) await precompressFile(file);
}
