// Records as the API returns them, for web component tests.
import type { Contact } from '../../src/core/schemas/contact';
import type { InvoiceRecord } from '../../src/core/schemas/invoice';
import type { Project } from '../../src/core/schemas/project';
import type { Update } from '../../src/core/schemas/update';

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

/** An update as the API lists it: a note on `project`'s site, with `values` over it. */
export function updateRecord(values: Partial<Update> & { id: string }): Update {
  return {
    projectId: project.id,
    project: 'Maple',
    projectAddress: null,
    note: 'A note',
    date: '2026-11-20',
    files: [],
    attachments: [],
    checklist: null,
    createdAt: '2026-11-20T10:00:00.000Z',
    createdBy: null,
    visibility: 'client',
    kind: 'note',
    taskEvent: null,
    taskId: null,
    weather: null,
    weatherMessage: null,
    crew: null,
    delays: null,
    visitors: null,
    deliveries: null,
    safety: null,
    sectionVisibility: null,
    ...values,
  } as Update;
}

/** A partly paid invoice of `project`, as the web app holds it (items parsed). */
export const invoiceRecord: InvoiceRecord = {
  id: '0b6f4c4e-6a39-4f4a-9d35-3f0f4b1f2a10',
  invoiceNumber: 'INV-042',
  clientId: client.id,
  client: client.name,
  projectId: project.id,
  project: project.name,
  amount: 31_500,
  date: '2026-03-04',
  status: 'Pending',
  items: [{ description: 'Ramp', quantity: 2, rate: 150 }],
  createdAt: '2026-03-04T10:00:00.000Z',
  state: 'partial',
  termsDays: 14,
  dueDate: '2026-03-18',
  overdue: false,
  subtotal: 31_500,
  taxes: [],
  taxTotal: 0,
  paidToDate: 10_000,
  balance: 21_500,
  paymentCount: 1,
  markedPaid: false,
  issuedAt: '2026-03-04T10:00:00.000Z',
  sentAt: null,
  viewedAt: null,
  estimateId: null,
  kind: 'standard',
};

/** An invoice as the API sends it: its items are the spec's JSON text. */
export const invoiceWire = (invoice: InvoiceRecord) => ({
  ...invoice,
  items: JSON.stringify(invoice.items),
});
