import type { APIRequestContext } from '@playwright/test';
import type { Project } from '../../src/core/schemas/project.js';
import { expect } from './fixtures';

/** The smallest valid PNG (1x1 pixel). */
export const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

/**
 * A client ("<label> Client <stamp>") and its In Progress project ("<label> <stamp>",
 * at "<stamp> Mill Road") with unique names, through the API.
 */
export async function createProject(request: APIRequestContext, label: string) {
  const stamp = `${Date.now()}-${Math.floor(Math.random() * 1000)}`;
  const client = await request.post('/api/clients', {
    data: {
      name: `${label} Client ${stamp}`,
      email: `c${stamp}@example.com`,
      phone: '555-0100',
      type: 'Client',
    },
  });
  expect(client.ok(), await client.text()).toBe(true);
  const name = `${label} ${stamp}`;
  const project = await request.post('/api/projects', {
    data: {
      name,
      clientId: (await client.json()).id,
      status: 'In Progress',
      address: `${stamp} Mill Road`,
    },
  });
  expect(project.ok(), await project.text()).toBe(true);
  return (await project.json()) as Project & { address: string };
}

/** An update with a photo and a checklist, through the multipart API. */
export async function createUpdate(
  request: APIRequestContext,
  project: { id: string; name: string },
  values: { note: string; date: string },
) {
  const response = await request.post('/api/updates', {
    multipart: {
      projectId: project.id,
      project: project.name,
      note: values.note,
      date: values.date,
      checklist: JSON.stringify([
        { text: 'Forms set', completed: true },
        { text: 'Concrete ordered', completed: false },
      ]),
      file: { name: 'site-photo.png', mimeType: 'image/png', buffer: PNG },
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as { id: string; date: string; attachments: { id: string }[] };
}
