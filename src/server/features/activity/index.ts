// The activity log's front door: its route, and the one function every feature
// calls, inside the transaction of its change, to record what happened.
export { activityRoutes } from './activity.routes.js';
export { quoted, recordActivity, type ActivityInput, type Actor } from './activity.service.js';
