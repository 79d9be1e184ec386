import {
  BillingRefusal,
  billedAt,
  netInvoiceLines,
  progressInvoice,
  scheduleAmount,
  toHundredths,
  type ContractLine,
} from '../../../core/contract-math.js';
import type { Contract, Financials, ProgressInvoiceInput } from '../../../core/schemas/estimate.js';
import type { InvoiceRecord } from '../../../core/schemas/invoice.js';
import type { Db } from '../../db/database.js';
import { inTransaction } from '../../db/transaction.js';
import { HttpError, notFound } from '../../lib/http-error.js';
import { newId, nowIso } from '../../lib/ids.js';
import { ownerToday } from '../../lib/owner-time.js';
import type { Actor } from '../activity/index.js';
import { createContractInvoice, toInvoiceRecord } from '../invoices/index.js';
import { displayNumber, kindOf, linesOf, scheduleOf, taxRateIdsOf, totalsOf } from './document.js';
import * as q from './estimates.queries.js';

// Billing from the contract (decision 212). The contract of a project is its approved
// estimates (each included line is a contract line worth its amount with tax) and its
// approved change orders (one line each, worth the change). What every non-void
// contract invoice billed is kept per line, so a new invoice bills only the difference.

/** The billing line of a dated milestone's invoice (decision 212). */
const MILESTONE_LINE = 'milestone';

interface LoadedContract {
  lines: (ContractLine & { documentNumber: string })[];
  estimateId: string | null;
  deposit: number;
  /** Whether dated milestones were billed (credited with the deposit). */
  milestones: boolean;
  retainageHeld: number;
  finalInvoiced: boolean;
  anchorId: string | null;
}

async function loadContract(db: Db, projectId: string): Promise<LoadedContract> {
  const documents = await q.listApprovedDocuments(db, projectId);
  const rates = await q.findTaxRates(db, taxRateIdsOf(documents));
  const approvals = new Map(
    (
      await q.findApprovals(
        db,
        documents.map((d) => d.id),
      )
    ).map((a) => [a.estimate_id, a]),
  );
  const billings = await q.listBillings(db, projectId);
  const billedBps = new Map<string, number>();
  let deposit = 0;
  let retainageHeld = 0;
  let finalInvoiced = false;
  let milestones = false;
  for (const billing of billings) {
    if (billing.kind === 'final') finalInvoiced = true;
    // A dated milestone is paid ahead like the deposit, and credited with it at the end.
    if (billing.line_id === 'deposit' || billing.line_id === MILESTONE_LINE) {
      deposit += billing.amount;
      if (billing.line_id === MILESTONE_LINE) milestones = true;
    } else if (billing.line_id === 'retainage') retainageHeld -= billing.amount;
    else if (billing.to_bps !== null) {
      billedBps.set(billing.line_id, Math.max(billedBps.get(billing.line_id) ?? 0, billing.to_bps));
    }
  }
  const lines: LoadedContract['lines'] = [];
  for (const document of documents) {
    const number = displayNumber(document);
    if (kindOf(document) === 'change_order') {
      lines.push({
        lineId: document.id,
        documentNumber: number,
        description: `${number} ${document.title}`,
        value: document.amount ?? 0,
        billedBps: billedBps.get(document.id) ?? 0,
      });
      continue;
    }
    const selected = JSON.parse(approvals.get(document.id)?.selected_line_ids ?? '[]') as string[];
    const totals = totalsOf(document, rates, selected);
    const descriptions = new Map(linesOf(document).map((line) => [line.id, line.description]));
    for (const line of totals.lines.filter((l) => l.included)) {
      lines.push({
        lineId: line.id,
        documentNumber: number,
        description: `${number}: ${descriptions.get(line.id) ?? ''}`,
        value: line.gross,
        billedBps: billedBps.get(line.id) ?? 0,
      });
    }
  }
  const firstEstimate = documents.find((d) => kindOf(d) === 'estimate');
  return {
    lines,
    estimateId: firstEstimate?.id ?? null,
    deposit,
    milestones,
    retainageHeld,
    finalInvoiced,
    anchorId: documents[0]?.id ?? null,
  };
}

export async function projectContract(db: Db, projectId: string): Promise<Contract> {
  if (!(await q.findProject(db, projectId))) throw notFound('Project');
  const contract = await loadContract(db, projectId);
  return {
    financials: await financialsOf(db, projectId, contract),
    lines: contract.lines.map((line) => ({
      lineId: line.lineId,
      documentNumber: line.documentNumber,
      description: line.description,
      value: line.value,
      billedPercent: line.billedBps / 100,
      billed: billedAt(line.value, line.billedBps),
    })),
    deposit: contract.deposit,
    finalInvoiced: contract.finalInvoiced,
  };
}

async function financialsOf(
  db: Db,
  projectId: string,
  contract: LoadedContract,
): Promise<Financials> {
  const invoices = await q.listContractInvoices(db, projectId);
  const contractValue = contract.lines.reduce((sum, line) => sum + line.value, 0);
  const billed = invoices.reduce((sum, invoice) => sum + invoice.amount, 0);
  const issued = invoices.filter((invoice) => invoice.state !== 'draft');
  return {
    contractValue,
    invoiced: issued.reduce((sum, invoice) => sum + invoice.amount, 0),
    paid: issued.reduce((sum, invoice) => sum + invoice.paid_to_date, 0),
    remainingToBill: contractValue - billed,
    retainageHeld: contract.retainageHeld,
  };
}

export async function projectFinancials(db: Db, projectId: string): Promise<Financials> {
  return (await projectContract(db, projectId)).financials;
}

/** POST /api/projects/{id}/progress-invoices: a draft progress (or final) invoice. */
export async function createProgressInvoice(
  db: Db,
  projectId: string,
  input: ProgressInvoiceInput,
  actor: Actor,
): Promise<InvoiceRecord> {
  const today = await ownerToday(db);
  const row = await inTransaction(db, async (trx) => {
    if (!(await q.findProject(trx, projectId))) throw notFound('Project');
    const first = await loadContract(trx, projectId);
    // Two billings of one project wait for each other (the row lock on PostgreSQL).
    if (first.anchorId) await q.lockEstimate(trx, first.anchorId);
    const contract = first.anchorId ? await loadContract(trx, projectId) : first;
    if (contract.lines.length === 0) {
      throw new HttpError(
        409,
        'Nothing to bill yet: this project has no approved estimate or change order.',
      );
    }
    if (contract.finalInvoiced) {
      throw new HttpError(409, 'The final invoice was already made; the contract is fully billed.');
    }
    const known = new Set(contract.lines.map((line) => line.lineId));
    const percents = new Map<string, number>();
    for (const [index, line] of (input.lines ?? []).entries()) {
      if (!known.has(line.lineId)) {
        throw new HttpError(400, `lines.${index}.lineId: not a line of this project's contract`);
      }
      percents.set(line.lineId, toHundredths(line.percentComplete)!);
    }
    let result;
    try {
      result = progressInvoice(contract.lines, {
        percents,
        retainageBps:
          input.retainagePercent === undefined ? 0 : toHundredths(input.retainagePercent)!,
        final: input.final ?? false,
        retainageHeld: contract.retainageHeld,
        deposit: contract.deposit,
        ...(contract.milestones && {
          depositLabel: 'Less deposit and scheduled payments received',
        }),
      });
    } catch (error) {
      if (error instanceof BillingRefusal) throw new HttpError(409, error.message);
      throw error;
    }
    const lines = netInvoiceLines(result.entries).map((line) => ({
      description: line.description.slice(0, 500),
      quantity: 1,
      rate: line.cents / 100,
    }));
    const invoice = await createContractInvoice(
      trx,
      {
        projectId,
        estimateId: contract.estimateId,
        kind: input.final ? 'final' : 'progress',
        items:
          lines.length > 0
            ? lines
            : [{ description: 'Final invoice: nothing left to pay', quantity: 1, rate: 0 }],
      },
      actor,
    );
    const now = nowIso();
    await q.insertBillings(
      trx,
      result.entries.map((entry) => ({
        id: newId(),
        invoice_id: invoice.id,
        project_id: projectId,
        line_id: entry.lineId ?? entry.kind,
        to_bps: entry.toBps ?? null,
        amount: entry.amount,
        created_at: now,
      })),
    );
    if (invoice.amount !== result.total) throw new Error('contract invoice total mismatch');
    return invoice;
  });
  return toInvoiceRecord(row, today);
}

/**
 * The scheduler's part (decision 212): each milestone due on a date of an approved
 * estimate becomes a draft invoice (kind `progress`, with its `estimateId`) on the
 * owner's day it falls due, once. Its amount is paid ahead like the deposit and
 * credited on the final invoice; it never bills past what is left of the contract.
 * Returns how many invoices it made.
 */
export async function invoiceDueMilestones(db: Db, today: string): Promise<number> {
  const estimates = await q.listApprovedWithDatedMilestones(db);
  const claimed = new Set(
    (
      await q.listClaimedMilestones(
        db,
        estimates.map((row) => row.id),
      )
    ).map((row) => row.id),
  );
  let made = 0;
  for (const estimate of estimates) {
    for (const [index, entry] of scheduleOf(estimate).entries()) {
      const key = `${estimate.id}:${index}`;
      if (entry.due !== 'date' || !entry.date || entry.date > today || claimed.has(key)) continue;
      const invoiced = await inTransaction(db, async (trx) => {
        if (!(await q.lockEstimate(trx, estimate.id))) return false;
        const now = nowIso();
        const fresh = { id: key, estimate_id: estimate.id, entry_index: index, created_at: now };
        if (!(await q.claimMilestone(trx, fresh))) return false;
        const contract = await loadContract(trx, estimate.project_id);
        if (contract.finalInvoiced) return false;
        const approval = await q.findApproval(trx, estimate.id);
        const selected = JSON.parse(approval?.selected_line_ids ?? '[]') as string[];
        const rates = await q.findTaxRates(trx, taxRateIdsOf([estimate]));
        const total = totalsOf(estimate, rates, selected).total;
        const value = contract.lines.reduce((sum, line) => sum + line.value, 0);
        const billed = contract.lines.reduce(
          (sum, line) => sum + billedAt(line.value, line.billedBps),
          0,
        );
        const cents = Math.min(scheduleAmount(entry, total), value - billed - contract.deposit);
        if (cents <= 0) return false;
        const invoice = await createContractInvoice(trx, {
          projectId: estimate.project_id,
          estimateId: estimate.id,
          kind: 'progress',
          items: [
            {
              description: `${entry.label}: ${displayNumber(estimate)} ${estimate.title}`.slice(
                0,
                500,
              ),
              quantity: 1,
              rate: cents / 100,
            },
          ],
        });
        await q.setMilestoneInvoice(trx, key, invoice.id);
        await q.insertBillings(trx, [
          {
            id: newId(),
            invoice_id: invoice.id,
            project_id: estimate.project_id,
            line_id: MILESTONE_LINE,
            to_bps: null,
            amount: cents,
            created_at: now,
          },
        ]);
        return true;
      });
      if (invoiced) made++;
    }
  }
  return made;
}
