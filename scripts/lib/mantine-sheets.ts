import fs from 'node:fs';
import type { Plugin } from 'vite';

// Mantine's styles are imported per component (decision 216), and only for the components
// the app's code draws (decision 252): a component without its sheet is drawn unstyled, a
// sheet without its component is bytes every signed-in screen downloads for nothing. The
// build knows both lists, so it checks them against each other.

/** A component's class names, a module of its own in Mantine's build (`Button.module.mjs`). */
const COMPONENT_CLASSES = /@mantine[\\/]core[\\/]esm[\\/].*[\\/](\w+)\.module\.mjs$/;
/** A component's sheet, `@mantine/core/styles/Button.css`, imported by a script or a sheet. */
const SHEET = /@mantine[\\/]core[\\/]styles[\\/]([\w-]+)\.css$/;
const SHEET_IMPORT = /@import\s+'@mantine\/core\/styles\/([\w-]+)\.css'/g;
/** The sheets that style no one component: the reset, the theme's variables, global rules. */
const BASE_SHEETS = new Set(['baseline', 'default-css-variables', 'global']);

/** What is wrong with the sheets imported for the components drawn; empty when nothing is. */
export function sheetProblems(drawn: Iterable<string>, imported: Iterable<string>): string[] {
  const components = new Set(drawn);
  const sheets = new Set(imported);
  const missing = [...components].filter((name) => !sheets.has(name)).sort();
  const unused = [...sheets]
    .filter((name) => !components.has(name) && !BASE_SHEETS.has(name))
    .sort();
  return [
    ...missing.map(
      (name) =>
        `Mantine's ${name} is drawn without its styles: add @import '@mantine/core/styles/${name}.css'; ` +
        "to src/web/app/mantine-signed-in.css (mantine-first.css if a public page draws it), in the order of Mantine's styles.css.",
    ),
    ...unused.map(
      (name) => `Mantine's ${name}.css is imported but nothing draws ${name}: remove its @import.`,
    ),
  ];
}

/** The Mantine sheets a module imports: itself if it is one, or those a sheet `@import`s. */
function sheetsOf(id: string): string[] {
  const own = SHEET.exec(id)?.[1];
  if (own) return [own];
  if (!/\.css$/.test(id) || id.includes('node_modules')) return [];
  return [...fs.readFileSync(id, 'utf8').matchAll(SHEET_IMPORT)].map((match) => match[1]!);
}

/** Vite plugin: fails the build when a drawn Mantine component and its sheet part ways. */
export function mantineSheets(): Plugin {
  return {
    name: 'sitebook-mantine-sheets',
    apply: 'build',
    generateBundle(_options, bundle) {
      // The modules left in the chunks: Mantine's index imports every component, and the
      // ones nothing uses are dropped from the output, not from the module graph.
      const drawn = Object.values(bundle).flatMap((output) =>
        output.type === 'chunk'
          ? output.moduleIds.flatMap((id) => COMPONENT_CLASSES.exec(id)?.[1] ?? [])
          : [],
      );
      const imported = [...this.getModuleIds()].flatMap((id) => sheetsOf(id.split('?')[0]!));
      const problems = sheetProblems(drawn, imported);
      if (problems.length > 0) this.error(problems.join('\n'));
    },
  };
}
