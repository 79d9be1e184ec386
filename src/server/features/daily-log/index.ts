// The daily log's front door (issue 19): its routes (weather, last crew, delays, the
// weekly report, Settings > Weather), and what the updates room calls to store and
// read an update's sections.
export { dailyLogRoutes } from './daily-log.routes.js';
export {
  prepareSections,
  sectionsOfUpdates,
  writeSections,
  type PreviousLog,
  type SectionsWrite,
} from './sections.service.js';
export type { WeatherEnv } from './weather.service.js';
