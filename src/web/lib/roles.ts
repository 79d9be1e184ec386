import type { Role } from '../../core/schemas/auth';

// What each role may use, as the screens need to know it (issue 15). The server
// enforces every rule (403 or 404); the screens only hide what would be a dead end.
// An unknown role (the user is still loading) is treated as the narrowest one.

/** owner: the team and the system settings (SMTP, sharing, photos, locale, profile, backups). */
export const isOwner = (role: Role | undefined) => role === 'owner';

/** owner and office: contacts, invoices and money, the activity log, project members. */
export const isStaff = (role: Role | undefined) => role === 'owner' || role === 'office';

/** field: only their projects, never money; they land on My day. */
export const isField = (role: Role | undefined) => role === 'field';

export const ROLE_LABELS: Record<Role, string> = {
  owner: 'Owner',
  office: 'Office',
  field: 'Field',
};

export const ROLE_DESCRIPTIONS: Record<Role, string> = {
  owner: 'Everything, including the team and system settings',
  office: 'Everything except the team and system settings',
  field: 'Only their projects; no contacts, invoices or amounts',
};
