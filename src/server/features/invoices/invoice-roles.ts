import type { Role } from '../../../core/schemas/auth.js';

/** Money is never for field users: every invoicing route is for these roles only. */
export const MONEY_ROLES: readonly Role[] = ['owner', 'office'];
