// The team's front door: Settings > Team's routes, and accepting an invitation
// (the auth feature's public route calls it and sets the session cookie).
export { usersRoutes } from './users.routes.js';
export { acceptInvitation, readInvitation } from './users.service.js';
