// Zod compiles a fast parser for each object schema with `new Function`, after probing
// whether the page allows it. The pages' Content-Security-Policy does not (`script-src
// 'self'`, no `unsafe-eval`), so the probe failed quietly and the browser reported a
// policy violation on every screen (decision 257). With `jitless` zod neither probes nor
// compiles. Set on the global object zod keeps its settings in (shared by every copy of
// zod, read when a schema is made), not through `z.config`: importing that puts zod's core
// (~3 KB) into the entry. Imported first by the entry, before any schema is made; listed
// in package.json's `sideEffects`, or the bundler would leave it out.
const zodSettings = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
zodSettings.__zod_globalConfig = Object.assign(zodSettings.__zod_globalConfig ?? {}, {
  jitless: true,
});
