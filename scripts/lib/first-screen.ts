import path from 'node:path';
import type { HtmlTagDescriptor, IndexHtmlTransformContext, Plugin } from 'vite';

type OutputBundle = NonNullable<IndexHtmlTransformContext['bundle']>;
type OutputChunk = NonNullable<IndexHtmlTransformContext['chunk']>;

/**
 * The first screen's code, by route (decision 205). The page `index.html` is the same for
 * every path, so the browser learns which route chunks a screen needs only after the entry
 * script has run and the session check has answered: HTML -> entry -> session -> signed-in
 * half -> screen chunk -> data, one after the other. This plugin writes, into the HTML, the
 * files (JavaScript and CSS, with everything they import) of each half and of the first
 * screens; `static/first-screen.js` reads them and starts the session check, the screen's
 * code and its data in parallel with the entry script.
 *
 * The map is a `<script type="application/json">` data block: the Content-Security-Policy
 * allows no inline script, and a data block is never run.
 */
export const FIRST_SCREEN_MODULES = {
  signedIn: 'app/signed-in-app.tsx',
  public: 'public/public-app.tsx',
  '/': 'app/dashboard/dashboard-page.tsx',
  '/updates': 'features/updates/updates-page.tsx',
  '/tasks': 'features/tasks/tasks-page.tsx',
  '/invoices': 'features/invoices/invoices-page.tsx',
  '/login': 'public/login-page.tsx',
  '/portfolio': 'public/portfolio-page.tsx',
  // What the entry's frame draws of a screen before the signed-in half (decision 233):
  // asked for first, ahead of the half's files.
  'firstPaint:/updates': 'features/updates/first-paint.ts',
  // What draws Updates' first notes before the entry's code (decision 253): an entry of its
  // own (vite.config.ts), imported by `first-screen.js` once the session has answered.
  'drawnNotes:/updates': 'features/updates/drawn-notes.ts',
} as const;

/** The modules the build takes as entries of their own beside the page's. */
export const OWN_ENTRIES = [FIRST_SCREEN_MODULES['drawnNotes:/updates']];

/** The keys of what a frame draws first: their files are listed whole, not minus the half's. */
const isFirstPaint = (key: string) =>
  key.startsWith('firstPaint:') || key.startsWith('drawnNotes:');

/** The signed-out screens of the map: their lists leave out the public half's files. */
const PUBLIC_SCREENS = new Set(['/login', '/portfolio']);

type Chunk = OutputChunk & { viteMetadata?: { importedCss: Set<string> } };

/** A chunk's files and every file it imports statically (what a dynamic import() fetches). */
function closure(bundle: OutputBundle, start: Chunk, base: string): string[] {
  const files = new Set<string>();
  const visit = (chunk: Chunk) => {
    if (files.has(chunk.fileName)) return;
    files.add(chunk.fileName);
    for (const css of chunk.viteMetadata?.importedCss ?? []) files.add(css);
    for (const name of chunk.imports) {
      const next = bundle[name];
      if (next?.type === 'chunk') visit(next as Chunk);
    }
  };
  visit(start);
  return [...files].map((file) => `${base}${file}`);
}

/** The files of each first screen, minus what the entry already loads. */
export function firstScreenMap(bundle: OutputBundle, root: string, base = '/') {
  const chunks = Object.values(bundle).filter((c): c is Chunk => c.type === 'chunk');
  const entry = chunks.find((c) => c.isEntry && c.facadeModuleId?.endsWith('.html'));
  const inEntry = new Set(entry ? closure(bundle, entry, base) : []);
  const map: Record<string, string[]> = {};
  for (const [key, module] of Object.entries(FIRST_SCREEN_MODULES)) {
    const file = path.join(root, module);
    const chunk = chunks.find((c) => c.facadeModuleId === file);
    if (!chunk) throw new Error(`first-screen: no chunk for ${module} (is it still lazy?)`);
    map[key] = closure(bundle, chunk, base).filter((f) => !inEntry.has(f));
  }
  // A screen's list leaves out what its half already names (the script preloads both).
  for (const key of Object.keys(map)) {
    const half = PUBLIC_SCREENS.has(key) ? map.public : map.signedIn;
    if (key !== 'signedIn' && key !== 'public' && !isFirstPaint(key) && half) {
      const known = new Set(half);
      map[key] = map[key]!.filter((f) => !known.has(f));
    }
  }
  return map;
}

/**
 * The page's entry script, as Vite writes it, becomes a preload of the same file that
 * `static/first-screen.js` starts (decision 255): once the parser is done, as the script
 * would have run, or on Updates once the page has drawn its first notes, whose paint the
 * entry's evaluation otherwise delays. The file is fetched as early as before.
 */
export function entryStartedByFirstScreen(html: string, entryFile: string): string {
  const script = `<script type="module" crossorigin src="/${entryFile}"></script>`;
  if (html.split(script).length !== 2) {
    throw new Error(`first-screen: the page has not exactly one ${script}`);
  }
  return html.replace(
    script,
    `<link rel="modulepreload" crossorigin href="/${entryFile}" data-entry>`,
  );
}

export function firstScreen(): Plugin {
  let root = '';
  return {
    name: 'sitebook-first-screen',
    apply: 'build',
    configResolved(config) {
      root = config.root;
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        if (!ctx.bundle || !ctx.chunk) return html;
        const map = firstScreenMap(ctx.bundle, root);
        const tags = [
          {
            tag: 'script',
            attrs: { type: 'application/json', id: 'first-screen' },
            // `<` escaped, so no file name could ever close the data block.
            children: JSON.stringify(map).replace(/</g, '\\u003c'),
            injectTo: 'head-prepend',
          },
          // First in the <head>, right after its map, and not async: on a phone's six
          // connections an async script at the end of the head waited behind the entry's
          // files and ran ~400 ms after the HTML had arrived, and only then asked for the
          // session and the screen (decision 221). It links the style sheets of the half it
          // preloads once the parser has passed the entry's own, which they must follow.
          {
            tag: 'script',
            attrs: { src: '/first-screen.js' },
            injectTo: 'head-prepend',
          },
        ] satisfies HtmlTagDescriptor[];
        return { html: entryStartedByFirstScreen(html, ctx.chunk.fileName), tags };
      },
    },
  };
}
