import { expect, test } from 'vitest';
import { entryStartedByFirstScreen } from './first-screen.js';

const ENTRY = 'assets/index-Ab12Cd34.js';
const page = (body: string) =>
  `<head><script src="/first-screen.js"></script>${body}<title>Sitebook</title></head>`;

// Decision 255: the page preloads its entry; first-screen.js starts it.
test("the page's entry script becomes a preload of the same file that first-screen.js starts", () => {
  const html = entryStartedByFirstScreen(
    page(`<script type="module" crossorigin src="/${ENTRY}"></script>`),
    ENTRY,
  );
  expect(html).toBe(page(`<link rel="modulepreload" crossorigin href="/${ENTRY}" data-entry>`));
  expect(html).not.toContain('type="module"');
});

test('a page without exactly one entry script fails the build, never ships a page with no app', () => {
  expect(() => entryStartedByFirstScreen(page(''), ENTRY)).toThrow(/exactly one/);
  const twice = `<script type="module" crossorigin src="/${ENTRY}"></script>`.repeat(2);
  expect(() => entryStartedByFirstScreen(page(twice), ENTRY)).toThrow(/exactly one/);
  expect(() =>
    entryStartedByFirstScreen(
      page(`<script type="module" crossorigin src="/assets/other-1.js"></script>`),
      ENTRY,
    ),
  ).toThrow(/exactly one/);
});
