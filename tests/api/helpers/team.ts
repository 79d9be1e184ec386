import type { Role } from '../../../src/core/schemas/auth.js';
import type { TeamUser } from '../../../src/core/schemas/team.js';
import { sessionCookieFrom, type TestApp } from './test-app.js';

// Team accounts through the API, as the owner adds people and they accept (issue 15).

export interface Person {
  user: TeamUser;
  password: string;
  /** The session cookie of the person, signed in by accepting the invitation. */
  cookie: string;
}

/** The token at the end of an invitation link. */
export const tokenOf = (inviteUrl: string) => inviteUrl.split('/invite/')[1]!;

/** The owner adds a person; returns them with their invitation link (not yet accepted). */
export async function invite(
  t: TestApp,
  ownerCookie: string,
  values: { username: string; role: Role; name?: string; email?: string | null },
) {
  const response = await t.request(ownerCookie, {
    method: 'POST',
    url: '/api/users',
    payload: { name: values.name ?? values.username, ...values },
  });
  if (response.statusCode !== 201) {
    throw new Error(`adding ${values.username} failed: ${response.statusCode} ${response.body}`);
  }
  return response.json<{ user: TeamUser; inviteUrl: string }>();
}

export function accept(t: TestApp, token: string, password: string) {
  return t.request(null, {
    method: 'POST',
    url: '/api/auth/accept-invitation',
    payload: { token, password },
  });
}

/** A person added by the owner who has accepted their invitation and is signed in. */
export async function addPerson(
  t: TestApp,
  ownerCookie: string,
  values: { username: string; role: Role; name?: string; email?: string | null },
): Promise<Person> {
  const { user, inviteUrl } = await invite(t, ownerCookie, values);
  const password = `${values.username}-password-1`;
  const response = await accept(t, tokenOf(inviteUrl), password);
  if (response.statusCode !== 200) {
    throw new Error(`accepting for ${values.username} failed: ${response.statusCode}`);
  }
  return { user, password, cookie: sessionCookieFrom(response) };
}

/** Makes the project's member list exactly these people. */
export async function setMembers(t: TestApp, cookie: string, projectId: string, userIds: string[]) {
  const response = await t.request(cookie, {
    method: 'PUT',
    url: `/api/projects/${projectId}/members`,
    payload: { userIds },
  });
  if (response.statusCode !== 200) {
    throw new Error(`setting members failed: ${response.statusCode} ${response.body}`);
  }
  return response.json();
}
