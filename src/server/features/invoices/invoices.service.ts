import { addDays } from '../../../core/dates.js';
import { invoiceTotals, type InvoiceTotals, type TaxRateLike } from '../../../core/invoice-math.js';
import {
  draftNumberPlaceholder,
  type InvoiceCreate,
  type InvoicePatch,
  type InvoiceTax,
  type LineItem,
} from '../../../core/schemas/invoice.js';
import type { Db } from '../../db/database.js';
import { inTransaction } from '../../db/transaction.js';
import { HttpError, notFound } from '../../lib/http-error.js';
import { newId, nowIso } from '../../lib/ids.js';
import { ownerToday } from '../../lib/owner-time.js';
import { getSetting } from '../../settings/settings.js';
import { recordActivity, type Actor } from '../activity/index.js';
import {
  deleteInvoice,
  findClientName,
  findClientProjectsByName,
  findInvoice,
  findProjectById,
  lockInvoice,
  insertInvoice,
  updateInvoice,
  type InvoiceChanges,
  type InvoiceReadRow,
  type InvoiceRow,
} from './invoices.queries.js';
import { findTaxRates } from './tax-rates.queries.js';
import {
  addEvent,
  issue,
  markPaid,
  markPending,
  nextInvoiceNumber,
  reopen,
  rereadInvoice,
  stateColumns,
  voidInvoice,
} from './invoice-states.js';

// Creating, editing and deleting invoices (decision 170); each change runs in one
// transaction. The steps of an invoice's life (issue, pay, void, reopen, viewed) are in
// invoice-states.ts.

/** The invoice's totals in cents; a sent amount must agree with them (a cross-check only). */
export function checkedTotals(
  items: readonly LineItem[],
  rates: readonly TaxRateLike[],
  sent: number | undefined,
): InvoiceTotals {
  const totals = invoiceTotals(items, rates);
  if (!Number.isSafeInteger(totals.total)) {
    throw new HttpError(400, 'items: the line totals cannot be computed in whole cents');
  }
  if (sent !== undefined && sent !== totals.total) {
    throw new HttpError(
      400,
      `amount: ${sent} cents does not match the line items, which add up to ${totals.total} cents`,
    );
  }
  return totals;
}

/**
 * The amount in cents, computed here from the items: the browser's total is
 * only a cross-check, and one that disagrees is refused rather than stored.
 */
export function checkedAmount(
  items: readonly LineItem[],
  sent: number | undefined,
  rates: readonly TaxRateLike[] = [],
): number {
  return checkedTotals(items, rates, sent).total;
}

/**
 * The tax rates the lines name. Each must exist, and be active unless this invoice
 * already carried it (an edit may keep a rate that was deactivated since).
 */
async function taxRatesFor(
  db: Db,
  items: readonly LineItem[],
  kept: readonly InvoiceTax[] = [],
): Promise<TaxRateLike[]> {
  const ids = [...new Set(items.flatMap((item) => item.taxRateIds ?? []))];
  const rates = new Map((await findTaxRates(db, ids)).map((rate) => [rate.id, rate]));
  const keptIds = new Set(kept.map((tax) => tax.taxRateId));
  items.forEach((item, index) => {
    for (const id of item.taxRateIds ?? []) {
      const rate = rates.get(id);
      if (!rate) throw new HttpError(400, `items.${index}.taxRateIds: no tax rate with id ${id}`);
      if (!rate.active && !keptIds.has(id)) {
        throw new HttpError(
          400,
          `items.${index}.taxRateIds: the tax rate "${rate.name}" is no longer active`,
        );
      }
    }
  });
  return [...rates.values()];
}

const moneyColumns = (totals: InvoiceTotals) => ({
  amount: totals.total,
  tax_total: totals.taxTotal,
  taxes: totals.taxes,
});

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

/** The activity log's entry for a change of an invoice (issue 15): never its amounts. */
export function recordInvoiceActivity(
  trx: Db,
  actor: Actor,
  row: Pick<InvoiceRow, 'id' | 'invoice_number' | 'project_id' | 'state'>,
  action: string,
  summary: string,
) {
  // A draft has no number yet: it is "a draft invoice" until issued.
  const name = row.state === 'draft' ? 'a draft invoice' : `invoice ${row.invoice_number}`;
  return recordActivity(trx, actor, {
    action: `invoice.${action}`,
    entityType: 'invoice',
    entityId: row.id,
    projectId: row.project_id,
    summary: summary.replace('{invoice}', name),
  });
}

export async function createInvoice(
  db: Db,
  input: InvoiceCreate,
  actor: Actor = null,
): Promise<InvoiceReadRow> {
  const draft = input.state === 'draft';
  if (draft && input.status === 'Paid') {
    throw new HttpError(400, 'status: a draft cannot be paid; issue it first');
  }
  const { defaultTermsDays } = await getSetting(db, 'invoicing');
  const today = await ownerToday(db);
  return inTransaction(db, async (trx) => {
    const client = await findClientName(trx, input.clientId);
    if (!client) throw new HttpError(400, 'clientId: no contact with this id');
    const project = await resolveProject(trx, client.id, input.projectId, input.project);
    const totals = checkedTotals(input.items, await taxRatesFor(trx, input.items), input.amount);
    const termsDays = input.termsDays ?? defaultTermsDays;
    const id = newId();
    const now = nowIso();
    const row: InvoiceRow = {
      id,
      invoice_number: draft ? draftNumberPlaceholder(id) : await nextInvoiceNumber(trx),
      client_id: client.id,
      client_name: client.name,
      project_id: project.id,
      project_name: project.name,
      ...moneyColumns(totals),
      date: input.date,
      ...stateColumns(draft ? 'draft' : 'issued'),
      items: input.items,
      terms_days: termsDays,
      due_date: addDays(input.date, termsDays),
      paid_to_date: 0,
      issued_at: draft ? null : now,
      sent_at: null,
      viewed_at: null,
      voided_at: null,
      estimate_id: null,
      kind: 'standard',
      created_at: now,
      updated_at: now,
    };
    await insertInvoice(trx, row);
    await addEvent(trx, id, draft ? 'created' : 'issued', null, now);
    await recordInvoiceActivity(trx, actor, row, 'created', 'created {invoice}');
    // A contractor recording a job already settled may create it Paid (decision 040).
    if (input.status === 'Paid') {
      await markPaid(trx, await rereadInvoice(trx, id), today);
      await recordInvoiceActivity(trx, actor, row, 'paid', 'marked {invoice} as paid');
    }
    return rereadInvoice(trx, id);
  });
}

/** A draft invoice billed from a project's contract (issue 21): deposit, progress or final. */
export interface ContractInvoiceInput {
  projectId: string;
  estimateId: string | null;
  kind: 'deposit' | 'progress' | 'final';
  items: LineItem[];
}

/**
 * Creates a contract invoice as a draft, for the owner to check and send, inside the
 * caller's transaction (the approval or the progress billing that causes it).
 */
export async function createContractInvoice(
  trx: Db,
  input: ContractInvoiceInput,
  actor: Actor = null,
): Promise<InvoiceReadRow> {
  const project = await findProjectById(trx, input.projectId);
  if (!project) throw notFound('Project');
  const client = await findClientName(trx, project.client_id);
  if (!client) throw new HttpError(409, 'The project has no client to bill.');
  const totals = checkedTotals(input.items, [], undefined);
  const { defaultTermsDays } = await getSetting(trx, 'invoicing');
  const today = await ownerToday(trx);
  const id = newId();
  const now = nowIso();
  const row: InvoiceRow = {
    id,
    invoice_number: draftNumberPlaceholder(id),
    client_id: client.id,
    client_name: client.name,
    project_id: project.id,
    project_name: project.name,
    ...moneyColumns(totals),
    date: today,
    ...stateColumns('draft'),
    items: input.items,
    terms_days: defaultTermsDays,
    due_date: addDays(today, defaultTermsDays),
    paid_to_date: 0,
    issued_at: null,
    sent_at: null,
    viewed_at: null,
    voided_at: null,
    estimate_id: input.estimateId,
    kind: input.kind,
    created_at: now,
    updated_at: now,
  };
  await insertInvoice(trx, row);
  await addEvent(trx, id, 'created', null, now);
  await recordInvoiceActivity(trx, actor, row, 'created', `created {invoice} (${input.kind})`);
  return rereadInvoice(trx, id);
}

/**
 * Why the invoice's lines, date, terms or project cannot change now, or null when they
 * can: a draft always can; an issued one until it was e-mailed or paid; a sent one after
 * it is reopened as a draft.
 */
export function editRefusal(row: InvoiceReadRow): string | null {
  switch (row.state) {
    case 'draft':
      return null;
    case 'void':
      return 'A void invoice cannot be changed.';
    case 'paid':
      return 'Only a pending invoice can be edited. Mark it as pending first.';
    case 'partial':
      return 'This invoice has payments. Delete its payments before changing it.';
    default:
      if (row.paid_to_date > 0) {
        return 'This invoice has payments. Delete its payments before changing it.';
      }
      return row.sent_at || row.viewed_at
        ? 'This invoice was sent to the client. Reopen it as a draft (state: draft) before changing it.'
        : null;
  }
}

/**
 * PATCH /api/invoices/{id}: edits (while editRefusal allows), then the state change
 * (issue, void, reopen) or the spec's status change (Paid records the balance as a
 * payment dated today; Pending undoes that).
 */
export async function patchInvoice(
  db: Db,
  id: string,
  input: InvoicePatch,
  actor: Actor = null,
): Promise<InvoiceReadRow> {
  const { status, state, ...edits } = input;
  if (status && state) throw new HttpError(400, 'Send either state or status, not both');
  const today = await ownerToday(db);
  return inTransaction(db, async (trx) => {
    if (!(await lockInvoice(trx, id))) throw notFound('Invoice');
    const row = await findInvoice(trx, id);
    if (!row) throw notFound('Invoice');
    const editing = Object.values(edits).some((value) => value !== undefined);
    if (editing) {
      const refusal = editRefusal(row);
      if (refusal) throw new HttpError(409, refusal);
      await applyEdits(trx, row, edits);
    }
    const current = editing ? await rereadInvoice(trx, id) : row;
    if (state === 'issued') await issue(trx, current);
    if (state === 'void') await voidInvoice(trx, current);
    if (state === 'draft') await reopen(trx, current);
    if (status === 'Paid') await markPaid(trx, current, today);
    if (status === 'Pending') await markPending(trx, current);
    const after = await rereadInvoice(trx, id);
    const [action, summary] =
      status === 'Paid'
        ? ['paid', 'marked {invoice} as paid']
        : status === 'Pending'
          ? ['status_changed', 'marked {invoice} as pending']
          : state === 'issued'
            ? ['issued', 'issued {invoice}']
            : state === 'void'
              ? ['voided', 'voided {invoice}']
              : state === 'draft'
                ? ['reopened', 'reopened {invoice} as a draft']
                : ['edited', 'edited {invoice}'];
    await recordInvoiceActivity(trx, actor, after, action, summary);
    return after;
  });
}

async function applyEdits(
  trx: Db,
  row: InvoiceReadRow,
  edits: Omit<InvoicePatch, 'status' | 'state'>,
) {
  const changes: InvoiceChanges = { updated_at: nowIso() };
  if (edits.date) changes.date = edits.date;
  if (edits.termsDays !== undefined) changes.terms_days = edits.termsDays;
  if (edits.date || edits.termsDays !== undefined) {
    changes.due_date = addDays(edits.date ?? row.date, edits.termsDays ?? row.terms_days);
  }
  if (edits.items || edits.amount !== undefined) {
    const items = edits.items ?? row.items;
    const rates = await taxRatesFor(trx, items, row.taxes);
    Object.assign(changes, moneyColumns(checkedTotals(items, rates, edits.amount)));
    if (edits.items) changes.items = edits.items;
  }
  if (edits.projectId || edits.project) {
    const project = await resolveProject(trx, row.client_id, edits.projectId, edits.project);
    changes.project_id = project.id;
    changes.project_name = project.name;
  }
  await updateInvoice(trx, row.id, changes);
}

/** Deletes the invoice with its payments and history; 404 when there is none. */
export async function removeInvoice(db: Db, id: string, actor: Actor = null): Promise<void> {
  await inTransaction(db, async (trx) => {
    const row = await findInvoice(trx, id);
    if (!row || !(await deleteInvoice(trx, id))) throw notFound('Invoice');
    await recordInvoiceActivity(trx, actor, row, 'deleted', 'deleted {invoice}');
  });
}
