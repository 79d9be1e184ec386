// Which part of the code may import which (docs/architecture.md, decision 140).
// Paths are relative to the repository root and compared without their extension. Only
// relative imports and the `kysely` package are judged; other packages are left alone.
import path from 'node:path';

const SIDES = ['core', 'server', 'web'];
// The only files that know every feature: they build the app from the parts.
const COMPOSITION = [
  'src/server/app',
  'src/server/server',
  'src/server/main',
  'src/web/main',
  'src/web/app/',
];
// What signed-out visitors load: the composition routes to it, no feature imports it.
const PUBLIC = 'src/web/public/';
// SQL is built only in *.queries.ts and src/server/db/. The server composition opens the
// database, so it may import kysely and db/database too, but it builds no query.
const DATABASE_MODULE = 'src/server/db/database';
const SQL_HOMES = ['src/server/db/'];
const DATABASE_IMPORTERS = [...SQL_HOMES, ...COMPOSITION.filter((f) => f.startsWith('src/server'))];

// The entry points of Kysely's query builder: calling one is writing SQL.
const QUERY_BUILDERS = new Set([
  'selectFrom',
  'selectNoFrom',
  'insertInto',
  'replaceInto',
  'updateTable',
  'deleteFrom',
  'mergeInto',
  'executeQuery',
  'transaction',
]);

const isSqlHome = (importer) =>
  importer.endsWith('.queries.ts') || within(withoutExtension(importer), SQL_HOMES);
const mayImportDatabase = (importer) =>
  importer.endsWith('.queries.ts') || within(withoutExtension(importer), DATABASE_IMPORTERS);

/** `import type { Db }` or `import { type Db }`: erased at build, it carries no SQL. */
const isTypeOnly = (node) =>
  node.importKind === 'type' ||
  node.exportKind === 'type' ||
  (node.specifiers?.length > 0 &&
    node.specifiers.every((specifier) => specifier.importKind === 'type'));

const within = (file, entries) =>
  entries.some((entry) => (entry.endsWith('/') ? file.startsWith(entry) : file === entry));

/**
 * The part a repository path (without extension) belongs to: its side (core, server, web)
 * and its kind (core, base, feature, public, composition); a feature also carries its
 * folder. On each side, what is neither a feature, the public pages nor the composition
 * is base: server db/, lib/, plugins/, settings/ and config; web lib/ and components/.
 */
export function partOf(file) {
  const [src, side, folder, name] = file.split('/');
  if (src !== 'src' || !SIDES.includes(side)) return null;
  if (side === 'core') return { side, kind: 'core' };
  if (within(file, COMPOSITION)) return { side, kind: 'composition' };
  if (file.startsWith(PUBLIC)) return { side, kind: 'public' };
  if (folder === 'features' && name) {
    return { side, kind: 'feature', feature: `src/${side}/features/${name}` };
  }
  return { side, kind: 'base' };
}

// A feature's second door (decision 233): what the entry draws of its screen before the
// signed-in half's code is in. Only the composition loads it, and only with import(), so it
// is a small chunk of its own and never brings what the feature's index.ts exports.
const FIRST_PAINT_DOOR = 'first-paint';

const withoutExtension = (file) => file.replace(/\.(js|jsx|ts|tsx|mjs|cjs)$/, '');

/**
 * Calls check(link, node) for every import, re-export and dynamic import of a file in
 * src/. A link names the importer and its part (from), the specifier and, for a relative
 * one, the imported path without extension (file) and its part (to), and whether it is an
 * import() (dynamic).
 */
function eachImport(context, check) {
  const root = context.settings.boundaries?.root ?? context.cwd;
  const importer = path.relative(root, context.filename).split(path.sep).join('/');
  const from = partOf(withoutExtension(importer));
  if (!from) return {};
  const visit = (node, source) => {
    if (source?.type !== 'Literal' || typeof source.value !== 'string') return;
    const specifier = source.value;
    const file = specifier.startsWith('.')
      ? withoutExtension(path.posix.join(path.posix.dirname(importer), specifier))
      : null;
    const dynamic = node.type === 'ImportExpression';
    check({ importer, from, specifier, file, to: file ? partOf(file) : null, dynamic }, node);
  };
  return {
    ImportDeclaration: (node) => visit(node, node.source),
    ExportNamedDeclaration: (node) => visit(node, node.source),
    ExportAllDeclaration: (node) => visit(node, node.source),
    ImportExpression: (node) => visit(node, node.source),
  };
}

/** A rule that reports each import for which broken(link) is true. */
const importRule = (description, message, broken) => ({
  meta: { type: 'problem', docs: { description }, messages: { forbidden: message }, schema: [] },
  create: (context) =>
    eachImport(context, (link, node) => {
      if (broken(link)) context.report({ node, messageId: 'forbidden', data: messageData(link) });
    }),
});

const messageData = ({ from, to, specifier }) => ({
  specifier,
  from: from.side,
  to: to?.side ?? '',
  kind: to?.kind ?? '',
  feature: to?.feature ?? '',
});

// Imports between the sides are the business of sides-apart alone.
const sameSide = (from, to) => to !== null && to.side === from.side;

export const rules = {
  'core-imports-only-core': importRule(
    'src/core is shared by server and web: it imports nothing of ours outside src/core.',
    'src/core imports nothing of ours outside src/core: {{specifier}}.',
    ({ from, file }) => from.kind === 'core' && file !== null && !file.startsWith('src/core/'),
  ),

  'sides-apart': importRule(
    'The web app and the server never import each other.',
    'src/{{from}} never imports src/{{to}} ({{specifier}}): share it through src/core.',
    ({ from, to }) =>
      to !== null && to.side !== from.side && from.kind !== 'core' && to.kind !== 'core',
  ),

  'front-door': importRule(
    'A feature is imported from outside only through its index.ts (and the composition may load its first-paint.ts with import()); the rest is private.',
    'Import {{feature}} through its front door, {{feature}}/index.ts, not {{specifier}}.',
    ({ from, to, file, dynamic }) =>
      sameSide(from, to) &&
      to.kind === 'feature' &&
      from.feature !== to.feature &&
      from.kind !== 'base' &&
      file !== to.feature &&
      file !== `${to.feature}/index` &&
      !(file === `${to.feature}/${FIRST_PAINT_DOOR}` && from.kind === 'composition' && dynamic),
  ),

  'base-imports-no-feature': importRule(
    'Base parts (server db/, lib/, plugins/; web lib/, components/) import no feature.',
    'A base part imports only src/core and other base parts, not {{specifier}} ({{kind}}).',
    ({ from, to }) =>
      from.kind === 'base' && sameSide(from, to) && to.kind !== 'base' && to.kind !== 'core',
  ),

  'composition-on-top': importRule(
    'Only the composition layer imports the composition layer and the public pages.',
    'Only the composition layer imports {{specifier}} ({{kind}}).',
    ({ from, to }) =>
      (from.kind === 'feature' || from.kind === 'public') &&
      sameSide(from, to) &&
      (to.kind === 'composition' || (to.kind === 'public' && from.kind !== 'public')),
  ),

  'sql-in-queries': {
    meta: {
      type: 'problem',
      docs: {
        description:
          'SQL is built only in *.queries.ts and src/server/db/; elsewhere kysely and db/database are imported for their types only (the composition, which opens the database, excepted).',
      },
      messages: {
        forbidden:
          '{{specifier}} is imported only by *.queries.ts, src/server/db/ and the composition layer (a type-only import of the Db handle is fine).',
        building:
          '.{{method}}() builds SQL: move it into a *.queries.ts file (or src/server/db/) and call that.',
      },
      schema: [],
    },
    create(context) {
      const root = context.settings.boundaries?.root ?? context.cwd;
      const importer = path.relative(root, context.filename).split(path.sep).join('/');
      const from = partOf(withoutExtension(importer));
      if (!from || from.side !== 'server' || isSqlHome(importer)) return {};
      const imports = mayImportDatabase(importer)
        ? {}
        : eachImport(context, (link, node) => {
            const database =
              link.file === DATABASE_MODULE ||
              link.specifier === 'kysely' ||
              link.specifier.startsWith('kysely/');
            if (database && !isTypeOnly(node)) {
              context.report({ node, messageId: 'forbidden', data: { specifier: link.specifier } });
            }
          });
      return {
        ...imports,
        CallExpression(node) {
          const callee = node.callee;
          if (callee.type !== 'MemberExpression' || callee.property.type !== 'Identifier') return;
          const method = callee.property.name;
          if (QUERY_BUILDERS.has(method)) {
            context.report({ node, messageId: 'building', data: { method } });
          }
        },
      };
    },
  },
};

export default { meta: { name: 'boundaries' }, rules };
