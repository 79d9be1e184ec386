// The daily log's front door: the owner's updates API and the public share pages'
// API, which reads the same rows through the same queries in the public shape.
export { updatesRoutes } from './updates.routes.js';
export { shareRoutes } from './share.routes.js';
// The client portal (issue 16) reads client-visible updates and their files here.
export {
  findClientVisibleFile,
  listClientVisibleUpdates,
  type ClientUpdate,
} from './client-updates.js';
export { sendRendition, sendStoredFile } from './file-response.js';
// The start-up upload sweep and rendition pass (server.ts) keep and finish these files.
export { listStoredFiles } from './updates.queries.js';
