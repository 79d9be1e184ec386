import { z } from 'zod';
import { changePasswordSchema, ROLES } from './auth.js';
import { idSchema } from './common.js';
import { requiredText, singleLine } from './text.js';

// Team accounts (issue 15): the shapes of /api/users, the invitation, project
// members and the activity log. Written by the web side first: the server routes
// declare these same schemas, so both sides keep one contract.

export const roleSchema = z.enum(ROLES, { message: 'role must be owner, office or field' });

/** Someone who wrote or was given a record: tasks and updates carry `createdBy`. */
export const personRefSchema = z.object({ id: z.string(), name: z.string() });
export type PersonRef = z.infer<typeof personRefSchema>;

/** One person of the team as Settings > Team lists them (GET /api/users, owner only). */
export const teamUserSchema = z.object({
  id: z.string(),
  username: z.string(),
  name: z.string(),
  email: z.string().nullable(),
  role: roleSchema,
  active: z.boolean(),
  /** ISO timestamp of the last sign-in, null when never signed in. */
  lastSignInAt: z.string().nullable(),
  /** True while the person has not yet chosen a password through an invitation link. */
  invitationPending: z.boolean(),
});
export type TeamUser = z.infer<typeof teamUserSchema>;

const username = z
  .string({ message: 'Username is required' })
  .trim()
  .check(singleLine('Username'))
  .min(1, 'Username is required')
  .max(200, 'Username must be at most 200 characters');

const email = z
  .string()
  .trim()
  .check(singleLine('E-mail'))
  .max(320, 'E-mail must be at most 320 characters')
  .pipe(z.union([z.literal(''), z.email({ message: 'E-mail must be a valid address' })]));

/** POST /api/users: add a person; the answer carries their invitation link. */
export const userCreateSchema = z.object({
  username,
  name: requiredText('Name'),
  email: email.nullish().transform((value) => value || null),
  role: roleSchema,
});
export type UserCreateInput = z.input<typeof userCreateSchema>;

/** PATCH /api/users/{id}: change the name, e-mail, role, or (de)activate. */
export const userPatchSchema = z.object({
  name: requiredText('Name').optional(),
  email: email.nullish().transform((value) => (value === undefined ? undefined : value || null)),
  role: roleSchema.optional(),
  active: z.boolean().optional(),
});
export type UserPatchInput = z.input<typeof userPatchSchema>;

/**
 * A single-use link valid 7 days; making a new one voids the old one. The web app
 * opens it at `{PUBLIC_URL or origin}/invite/{token}` (src/web/public/invite-page.tsx).
 */
export const invitationSchema = z.object({ inviteUrl: z.string() });
export type Invitation = z.infer<typeof invitationSchema>;

export const userCreatedSchema = z.object({ user: teamUserSchema, inviteUrl: z.string() });
export type UserCreated = z.infer<typeof userCreatedSchema>;

/** How long an invitation link works. */
export const INVITATION_DAYS = 7;

/** POST /api/auth/accept-invitation (public): the password follows the change-password rules. */
export const acceptInvitationSchema = z.object({
  token: z
    .string({ message: 'Invitation token is required' })
    .check(singleLine('Invitation token'))
    .min(1, 'Invitation token is required')
    .max(200),
  password: changePasswordSchema.shape.newPassword,
});
export type AcceptInvitationInput = z.infer<typeof acceptInvitationSchema>;

export const invitationParamsSchema = z.object({ token: acceptInvitationSchema.shape.token });

/**
 * GET /api/auth/invitation/{token} (public): what the invitation page shows before the
 * password is chosen. Built field by field: the link's holder learns only who is invited,
 * by which business, and the username to sign in with later.
 */
export const invitationPreviewSchema = z.object({
  name: z.string(),
  username: z.string(),
  business: z.string(),
});
export type InvitationPreview = z.infer<typeof invitationPreviewSchema>;

/** A person as a project's member list shows them. */
export const memberSchema = z.object({
  id: z.string(),
  name: z.string(),
  username: z.string(),
  role: roleSchema,
});
export type Member = z.infer<typeof memberSchema>;

/**
 * GET /api/projects/{id}/members (owner and office): who is on the project, and the
 * active people who could be (office may not read GET /api/users, yet picks members).
 */
export const projectMembersSchema = z.object({
  members: z.array(memberSchema),
  people: z.array(memberSchema),
});
export type ProjectMembers = z.infer<typeof projectMembersSchema>;

/** PUT /api/projects/{id}/members: the whole member list. */
export const projectMembersInputSchema = z.object({
  userIds: z.array(idSchema).max(500),
});
export type ProjectMembersInput = z.infer<typeof projectMembersInputSchema>;

/** One line of the activity log, newest first. */
export const activityEntrySchema = z.object({
  id: z.string(),
  /** ISO timestamp. */
  at: z.string(),
  /** Who did it; null for the system (a scheduled e-mail) or a person since removed. */
  actor: personRefSchema.nullable(),
  /** What happened, as `<entity>.<verb>`: `update.created`, `task.completed`, `user.invited`. */
  action: z.string(),
  /** The record's kind and id, for a link to it. */
  entityType: z.string(),
  entityId: z.string().nullable(),
  projectId: z.string().nullable(),
  /** The project's current name, when the entry belongs to a project. */
  project: z.string().nullable(),
  /** A short, human description without amounts: 'added update "Poured the slab"'. */
  summary: z.string(),
});
export type ActivityEntry = z.infer<typeof activityEntrySchema>;

export const MAX_ACTIVITY_PAGE = 100;

/** GET /api/activity (owner and office): keyset paged by `cursor`. */
export const activityQuerySchema = z.object({
  projectId: idSchema.optional(),
  userId: idSchema.optional(),
  limit: z.coerce.number().int().min(1).max(MAX_ACTIVITY_PAGE).optional(),
  cursor: z.string().check(singleLine('cursor')).max(300).optional(),
});
export type ActivityQuery = z.infer<typeof activityQuerySchema>;

/**
 * One page: `nextCursor` is null on the last page. `people` names everyone who may
 * appear in the log (for the person filter: office may not read GET /api/users).
 */
export const activityPageSchema = z.object({
  entries: z.array(activityEntrySchema),
  nextCursor: z.string().nullable(),
  people: z.array(personRefSchema),
});
export type ActivityPage = z.infer<typeof activityPageSchema>;
