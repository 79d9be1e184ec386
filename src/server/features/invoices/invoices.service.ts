import { formatInvoiceNumber, invoiceAmountCents } from '../../../core/invoice-math.js';
import type { InvoiceCreate, InvoicePatch, LineItem } from '../../../core/schemas/invoice.js';
import type { Db } from '../../db/database.js';
import { inTransaction } from '../../db/transaction.js';
import { HttpError, notFound } from '../../lib/http-error.js';
import { newId, nowIso } from '../../lib/ids.js';
import {
  deleteInvoice,
  findClientName,
  findClientProjectsByName,
  findInvoice,
  findProjectById,
  insertInvoice,
  invoiceNumberTaken,
  takeInvoiceSequence,
  updateInvoice,
  type InvoiceChanges,
  type InvoiceRow,
} from './invoices.queries.js';

/**
 * The amount in cents, computed here from the items: the browser's total is
 * only a cross-check, and one that disagrees is refused rather than stored.
 */
export function checkedAmount(items: readonly LineItem[], sent: number | undefined): number {
  const amount = invoiceAmountCents(items);
  if (!Number.isSafeInteger(amount)) {
    throw new HttpError(400, 'items: the line totals cannot be computed in whole cents');
  }
  if (sent !== undefined && sent !== amount) {
    throw new HttpError(
      400,
      `amount: ${sent} cents does not match the line items, which add up to ${amount} cents`,
    );
  }
  return amount;
}

/** The invoice's project: by id, or by name among the client's projects (the spec sends the name). */
export async function resolveProject(
  db: Db,
  clientId: string,
  projectId: string | undefined,
  projectName: string | undefined,
) {
  if (projectId) {
    const project = await findProjectById(db, projectId);
    if (!project) throw new HttpError(400, 'projectId: no project with this id');
    if (project.client_id !== clientId) {
      throw new HttpError(400, 'projectId: the project belongs to another client');
    }
    return project;
  }
  if (!projectName) throw new HttpError(400, 'projectId: choose a project');
  const matches = await findClientProjectsByName(db, clientId, projectName);
  if (matches.length === 0) {
    throw new HttpError(400, 'project: this client has no project with this name');
  }
  if (matches.length > 1) {
    throw new HttpError(
      400,
      'project: this client has several projects with this name; send projectId',
    );
  }
  return matches[0]!;
}

async function nextInvoiceNumber(db: Db): Promise<string> {
  // Numbers restored or imported from elsewhere are skipped, never duplicated.
  for (;;) {
    const number = formatInvoiceNumber(await takeInvoiceSequence(db));
    if (!(await invoiceNumberTaken(db, number))) return number;
  }
}

export async function createInvoice(db: Db, input: InvoiceCreate): Promise<InvoiceRow> {
  const amount = checkedAmount(input.items, input.amount);
  return inTransaction(db, async (trx) => {
    const client = await findClientName(trx, input.clientId);
    if (!client) throw new HttpError(400, 'clientId: no contact with this id');
    const project = await resolveProject(trx, client.id, input.projectId, input.project);
    const now = nowIso();
    const row: InvoiceRow = {
      id: newId(),
      invoice_number: await nextInvoiceNumber(trx),
      client_id: client.id,
      client_name: client.name,
      project_id: project.id,
      project_name: project.name,
      amount,
      date: input.date,
      status: input.status,
      items: input.items,
      created_at: now,
      updated_at: now,
    };
    await insertInvoice(trx, row);
    return row;
  });
}

/** Status changes at any time; items, date and project only while the invoice is Pending. */
export async function patchInvoice(db: Db, id: string, input: InvoicePatch): Promise<InvoiceRow> {
  return inTransaction(db, async (trx) => {
    const row = await findInvoice(trx, id);
    if (!row) throw notFound('Invoice');
    const { status, ...edits } = input;
    const editing = Object.values(edits).some((value) => value !== undefined);
    if (editing && row.status !== 'Pending') {
      throw new HttpError(409, 'Only a pending invoice can be edited. Mark it as pending first.');
    }
    const changes: InvoiceChanges = { updated_at: nowIso() };
    if (status) changes.status = status;
    if (edits.date) changes.date = edits.date;
    if (edits.items || edits.amount !== undefined) {
      changes.amount = checkedAmount(edits.items ?? row.items, edits.amount);
      if (edits.items) changes.items = edits.items;
    }
    if (edits.projectId || edits.project) {
      const project = await resolveProject(trx, row.client_id, edits.projectId, edits.project);
      changes.project_id = project.id;
      changes.project_name = project.name;
    }
    await updateInvoice(trx, id, changes);
    return { ...row, ...changes };
  });
}

/** Deletes the invoice; 404 when there is none. */
export async function removeInvoice(db: Db, id: string): Promise<void> {
  if (!(await deleteInvoice(db, id))) throw notFound('Invoice');
}
