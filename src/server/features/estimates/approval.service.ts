import {
  APPROVAL_EXPIRED_MESSAGE,
  APPROVAL_UNAVAILABLE_MESSAGE,
  type PublicDocument,
  type approvalDecisionSchema,
} from '../../../core/schemas/estimate.js';
import type { z } from 'zod';
import { scheduleAmount } from '../../../core/contract-math.js';
import type { Db } from '../../db/database.js';
import { inTransaction } from '../../db/transaction.js';
import { HttpError } from '../../lib/http-error.js';
import { nowIso } from '../../lib/ids.js';
import { readLocale } from '../../lib/locale.js';
import { ownerToday } from '../../lib/owner-time.js';
import { getSetting } from '../../settings/settings.js';
import { recordActivity } from '../activity/index.js';
import { createContractInvoice } from '../invoices/index.js';
import { coarseUserAgent, hashPortalToken, isWellFormedToken, networkOf } from '../portal/index.js';
import {
  displayNumber,
  kindOf,
  linesOf,
  scheduleOf,
  stateOf,
  taxRateIdsOf,
  toPublicDocument,
  totalsOf,
} from './document.js';
import * as q from './estimates.queries.js';

// The client's side of an approval link (decision 211): the token is the only key;
// it opens one document, and every answer is its public shape. A decision is taken
// once, with its evidence: name, drawn signature, time, network, browser, and the
// SHA-256 of the content the client was shown.

const unavailable = () => new HttpError(404, APPROVAL_UNAVAILABLE_MESSAGE);

export interface ApprovalAccess {
  row: q.EstimateRow;
}

/** The document a token opens: 404 unknown, revoked or replaced; 410 past its time. */
export async function openApproval(db: Db, token: string): Promise<ApprovalAccess> {
  if (!isWellFormedToken(token)) throw unavailable();
  const link = await q.findToken(db, hashPortalToken(token));
  if (!link || link.revoked_at) throw unavailable();
  const row = await q.findEstimate(db, link.estimate_id);
  if (!row || row.state === 'void' || row.state === 'draft') throw unavailable();
  const decided = row.state === 'approved' || row.state === 'declined';
  // A decided document stays readable (the client may come back to see it).
  if (!decided) {
    if (link.expires_at <= new Date().toISOString())
      throw new HttpError(410, APPROVAL_EXPIRED_MESSAGE);
    if (stateOf(row, await ownerToday(db)) === 'expired') {
      throw new HttpError(410, APPROVAL_EXPIRED_MESSAGE);
    }
  }
  return { row };
}

export async function publicDocument(db: Db, row: q.EstimateRow): Promise<PublicDocument> {
  const [profile, locale, project, rates, approval] = await Promise.all([
    getSetting(db, 'businessProfile'),
    readLocale(db),
    q.findProject(db, row.project_id),
    q.findTaxRates(db, taxRateIdsOf([row])),
    q.findApproval(db, row.id),
  ]);
  return toPublicDocument(row, {
    businessName: profile.name.trim() || 'Your contractor',
    locale: { currency: locale.currency, dateFormat: locale.dateFormat },
    projectName: project?.name ?? '',
    rates,
    approval,
  });
}

/** The client opened the page: sent -> viewed, once (not when the business previews it). */
export async function markViewed(db: Db, row: q.EstimateRow) {
  if (row.state !== 'sent') return;
  const now = nowIso();
  await inTransaction(db, async (trx) => {
    if (
      await q.moveState(trx, row.id, ['sent'], { state: 'viewed', viewed_at: now, updated_at: now })
    ) {
      await recordActivity(trx, null, {
        action: `${kindOf(row)}.viewed`,
        entityType: kindOf(row),
        entityId: row.id,
        projectId: row.project_id,
        summary: `The client opened ${displayNumber(row)}`,
      });
    }
  });
}

export type Decision = z.output<typeof approvalDecisionSchema>;

export interface DecisionOutcome {
  document: PublicDocument;
  row: q.EstimateRow;
  depositInvoiceId: string | null;
}

/**
 * Records the client's decision, once: a second one answers 409. On approval the deposit
 * invoice of the payment schedule is created as a draft in the same transaction.
 */
export async function decide(
  db: Db,
  token: string,
  input: Decision,
  visitor: { address: string | undefined; userAgent: string | undefined },
): Promise<DecisionOutcome> {
  const { row: opened } = await openApproval(db, token);
  const shown = await publicDocument(db, opened);
  if (shown.status !== 'open') {
    throw new HttpError(
      409,
      `This ${label(opened)} was already ${shown.status}; the decision cannot be changed.`,
    );
  }
  if (input.contentHash && input.contentHash !== shown.contentHash) {
    throw new HttpError(
      409,
      'This document changed since you opened it. Reload the page and read it again.',
    );
  }
  const optionalIds = new Set(
    linesOf(opened)
      .filter((l) => l.optional)
      .map((l) => l.id),
  );
  const selected = [...new Set(input.selectedOptionalLineIds ?? [])];
  for (const id of selected) {
    if (!optionalIds.has(id)) {
      throw new HttpError(
        400,
        'selectedOptionalLineIds: only optional lines of this document can be chosen',
      );
    }
  }
  const approve = input.decision === 'approve';
  const at = nowIso();
  const depositInvoiceId = await inTransaction(db, async (trx) => {
    if (!(await q.lockEstimate(trx, opened.id))) throw unavailable();
    const inserted = await q.insertApproval(trx, {
      estimate_id: opened.id,
      decision: input.decision,
      name: input.name,
      signature: approve ? (input.signature ?? null) : null,
      at,
      network: networkOf(visitor.address),
      user_agent: coarseUserAgent(visitor.userAgent),
      content_hash: shown.contentHash,
      selected_line_ids: JSON.stringify(approve ? selected : []),
      reason: approve ? null : (input.reason ?? null),
    });
    if (!inserted)
      throw new HttpError(409, 'A decision was already recorded; it cannot be changed.');
    const moved = await q.moveState(trx, opened.id, ['sent', 'viewed'], {
      state: approve ? 'approved' : 'declined',
      updated_at: at,
    });
    if (!moved) throw new HttpError(409, 'A decision was already recorded; it cannot be changed.');
    await recordActivity(trx, null, {
      action: `${kindOf(opened)}.${approve ? 'approved' : 'declined'}`,
      entityType: kindOf(opened),
      entityId: opened.id,
      projectId: opened.project_id,
      summary: `${input.name} ${approve ? 'approved' : 'declined'} ${displayNumber(opened)}`,
    });
    return approve ? createDeposit(trx, opened, selected) : null;
  });
  const row = (await q.findEstimate(db, opened.id))!;
  return { document: await publicDocument(db, row), row, depositInvoiceId };
}

const label = (row: q.EstimateRow) => (kindOf(row) === 'estimate' ? 'estimate' : 'change order');

/** The schedule's payment due on approval, as a draft deposit invoice (none: null). */
async function createDeposit(trx: Db, row: q.EstimateRow, selected: string[]) {
  const entry = scheduleOf(row).find((e) => e.due === 'on_approval');
  if (!entry || kindOf(row) !== 'estimate') return null;
  const rates = await q.findTaxRates(trx, taxRateIdsOf([row]));
  const total = totalsOf(row, rates, selected).total;
  const cents = Math.min(scheduleAmount(entry, total), total);
  if (cents <= 0) return null;
  const invoice = await createContractInvoice(trx, {
    projectId: row.project_id,
    estimateId: row.id,
    kind: 'deposit',
    items: [
      {
        description: `${entry.label}: ${displayNumber(row)} ${row.title}`.slice(0, 500),
        quantity: 1,
        rate: cents / 100,
      },
    ],
  });
  await q.updateEstimate(trx, row.id, { deposit_invoice_id: invoice.id });
  await q.insertBillings(trx, [
    {
      id: invoice.id,
      invoice_id: invoice.id,
      project_id: row.project_id,
      line_id: 'deposit',
      to_bps: null,
      amount: cents,
      created_at: nowIso(),
    },
  ]);
  return invoice.id;
}
