// Records as the API returns them, for web component tests.
import type { Contact } from '../../src/core/schemas/contact';
import type { Project } from '../../src/core/schemas/project';

export const client: Contact = {
  id: '5b0f8f0e-8f53-4a4e-bb0d-7d1f0c6f2a11',
  name: 'Dana Reyes',
  email: 'dana@example.com',
  phone: '555-0100',
  company: null,
  position: null,
  type: 'Client',
};

export const project: Project = {
  id: '8d3f4c2a-1b6e-4f7a-9c0d-2e5b7a9c1f33',
  name: 'Harbor Bridge',
  clientId: client.id,
  clientName: client.name,
  status: 'In Progress',
  address: null,
  startDate: null,
  endDate: null,
  description: null,
  latitude: null,
  longitude: null,
  defaultUpdateVisibility: 'client',
};
