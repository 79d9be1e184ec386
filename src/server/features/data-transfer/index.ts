// Import and export's front door; the start-up sweep of export stages left by a crash.
export { dataTransferRoutes } from './data-transfer.routes.js';
export { sweepExportStaging } from './full-export.js';
