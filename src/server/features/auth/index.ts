// The auth feature's front door: sign-in, sign-out, password change; the owner account.
export { authRoutes } from './auth.routes.js';
export { ensureOwner, resetPassword } from './auth.service.js';
