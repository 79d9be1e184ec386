import { z } from 'zod';
import { singleLine } from './text.js';

export const MIN_PASSWORD_LENGTH = 8;

/**
 * owner: everything; office: everything but the team and system settings;
 * field: only the projects they are members of, and never money.
 */
export const ROLES = ['owner', 'office', 'field'] as const;
export type Role = (typeof ROLES)[number];

export const loginSchema = z.object({
  username: z.string().trim().check(singleLine('Username')).min(1, 'Username is required').max(200),
  password: z.string().check(singleLine('Password')).min(1, 'Password is required').max(1000),
});
export type LoginInput = z.infer<typeof loginSchema>;

export const changePasswordSchema = z.object({
  currentPassword: z
    .string()
    .check(singleLine('Password'))
    .min(1, 'Current password is required')
    .max(1000),
  newPassword: z
    .string()
    .check(singleLine('Password'))
    .min(MIN_PASSWORD_LENGTH, 'Password must be at least 8 characters long')
    .max(1000, 'Password must be at most 1000 characters long'),
});
export type ChangePasswordInput = z.infer<typeof changePasswordSchema>;

/** The signed-in person (GET /api/auth/user): who they are and what their role allows. */
export const userSchema = z.object({
  id: z.string(),
  username: z.string(),
  name: z.string(),
  role: z.enum(ROLES),
  email: z.string().nullable(),
});
export type User = z.infer<typeof userSchema>;

/** GET /api/auth/session: who is signed in on this browser, or null (a plain answer, not a 401). */
export const sessionAnswerSchema = z.object({ user: userSchema.nullable() });
export type SessionAnswer = z.infer<typeof sessionAnswerSchema>;

/** PATCH /api/auth/user: the one thing everyone may change about themselves (besides the password). */
export const profilePatchSchema = z.object({
  email: z
    .string()
    .trim()
    .check(singleLine('E-mail'))
    .max(320, 'E-mail must be at most 320 characters')
    .pipe(z.union([z.literal(''), z.email({ message: 'E-mail must be a valid address' })]))
    .nullable()
    .transform((value) => value || null),
});
export type ProfilePatchInput = z.input<typeof profilePatchSchema>;
