// @vitest-environment happy-dom
import fs from 'node:fs';
import path from 'node:path';
import { afterEach, expect, it, vi } from 'vitest';
import type { EarlyWindow } from '../lib/api-client';
import { DRAWN_FRAME_ID } from './frame-layout';
import { renderDrawnFrames } from './landing-document';

// Decision 255: on Updates, `static/first-screen.js` starts the app's entry only once the
// first notes are drawn. Notes that come while the page is still being parsed are drawn
// when the parser is done, the moment the entry would start: the entry must wait for them.
// The notes' module is imported by URL, which the test's VM cannot do: the test's stands in.
const IMPORT = 'import(notesCode[0])';
const source = fs.readFileSync(path.resolve('src/web/static/first-screen.js'), 'utf8');
const script = source.replace(IMPORT, 'window.__importNotes(notesCode[0])');

/** Stands in for `features/updates/drawn-notes.ts`: draws one note. */
const notesModule = {
  drawNotes: (frame: Element) => {
    frame.appendChild(document.createElement('article'));
    return true;
  },
};

let readyState: DocumentReadyState = 'complete';

afterEach(() => {
  delete (window as EarlyWindow).__sitebookEarly;
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  readyState = 'complete';
  document.head.innerHTML = '';
  document.body.innerHTML = '';
  window.history.replaceState(null, '', '/');
});

it('starts the entry after the notes that came while the page was parsed are drawn', async () => {
  expect(source).toContain(IMPORT);
  vi.stubGlobal('__importNotes', () => Promise.resolve(notesModule));
  vi.spyOn(document, 'readyState', 'get').mockImplementation(() => readyState);
  readyState = 'loading';
  window.history.replaceState(null, '', '/updates');
  document.head.innerHTML = `<script type="application/json" id="first-screen">${JSON.stringify({
    'drawnNotes:/updates': ['/assets/drawn-notes.js'],
  })}</script><link rel="modulepreload" data-entry href="/assets/index-entry.js">`;
  document.body.innerHTML = `<div id="root"></div><template id="drawn-frames">${renderDrawnFrames()}</template>`;
  const user = { id: 'u1', role: 'owner', name: 'Owner' };
  vi.stubGlobal(
    'fetch',
    vi.fn((url: string) =>
      Promise.resolve(new Response(url === '/api/auth/session' ? JSON.stringify({ user }) : '[]')),
    ),
  );
  let notesAtEntry: boolean | null = null;
  const append = document.head.appendChild.bind(document.head);
  // The entry is not loaded here: only the moment it is asked for is noted.
  vi.spyOn(document.head, 'appendChild').mockImplementation(<T extends Node>(node: T): T => {
    if (!(node instanceof HTMLScriptElement) || !node.src.includes('/assets/index-entry.js'))
      return append(node);
    notesAtEntry = document.querySelector(`#${DRAWN_FRAME_ID} article`) !== null;
    return node;
  });

  new Function(script)();
  // The session and the first notes answer, and the notes' code arrives, while parsing.
  await new Promise((resolve) => setTimeout(resolve, 50));
  expect(notesAtEntry).toBeNull();

  readyState = 'interactive';
  document.dispatchEvent(new Event('readystatechange'));
  await vi.waitFor(() => expect(notesAtEntry).not.toBeNull());
  expect(notesAtEntry).toBe(true);
});
