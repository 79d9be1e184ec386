import crypto from 'node:crypto';
import { documentTotals, lineNetCents, scheduleAmount } from '../../../core/contract-math.js';
import type { TaxRateLike } from '../../../core/invoice-math.js';
import {
  DOCUMENT_KINDS,
  DOCUMENT_STATES,
  type ApprovalRecord,
  type Document,
  type DocumentKind,
  type DocumentState,
  type PublicDocument,
  type ScheduleEntry,
} from '../../../core/schemas/estimate.js';
import type { ApprovalRow, EstimateRow } from './estimates.queries.js';

// One document engine for estimates and change orders (decision 210): the stored row,
// its sections and schedule (JSON text read here only), its totals, the state as of
// today, and the public shape the client sees with the hash of exactly that content.

export interface StoredLine {
  id: string;
  description: string;
  quantity: number;
  unit: string | null;
  unitPrice: number;
  taxRateIds: string[];
  optional: boolean;
}
export interface StoredSection {
  title: string | null;
  lines: StoredLine[];
}

export const NUMBER_PREFIX: Record<DocumentKind, string> = { estimate: 'EST', change_order: 'CO' };
export const formatDocumentNumber = (kind: DocumentKind, n: number) =>
  `${NUMBER_PREFIX[kind]}-${String(n).padStart(4, '0')}`;
export const displayNumber = (row: Pick<EstimateRow, 'number' | 'revision'>) =>
  row.revision > 1 ? `${row.number} rev ${row.revision}` : row.number;

function parseJson<T>(text: string, fallback: T): T {
  try {
    return JSON.parse(text) as T;
  } catch {
    return fallback;
  }
}
export const sectionsOf = (row: EstimateRow) => parseJson<StoredSection[]>(row.sections, []);
export const scheduleOf = (row: EstimateRow) => parseJson<ScheduleEntry[]>(row.schedule, []);
export const linesOf = (row: EstimateRow) => sectionsOf(row).flatMap((section) => section.lines);
export const taxRateIdsOf = (rows: EstimateRow[]) => [
  ...new Set(rows.flatMap((row) => linesOf(row).flatMap((line) => line.taxRateIds))),
];

export const kindOf = (row: EstimateRow): DocumentKind =>
  (DOCUMENT_KINDS as readonly string[]).includes(row.kind)
    ? (row.kind as DocumentKind)
    : 'estimate';

/** The state as of the owner's today: a sent document past its date reads as expired. */
export function stateOf(row: EstimateRow, today: string): DocumentState {
  const stored = (DOCUMENT_STATES as readonly string[]).includes(row.state)
    ? (row.state as DocumentState)
    : 'draft';
  const lastDay = kindOf(row) === 'estimate' ? row.valid_until : row.approval_deadline;
  if ((stored === 'sent' || stored === 'viewed') && lastDay && lastDay < today) return 'expired';
  return stored;
}

/** Totals in cents: a change order is its amount; an estimate its lines (optional ones when ticked). */
export function totalsOf(row: EstimateRow, rates: readonly TaxRateLike[], selected: string[] = []) {
  if (kindOf(row) === 'change_order') {
    const amount = row.amount ?? 0;
    return { lines: [], subtotal: amount, taxes: [], taxTotal: 0, total: amount, optionalTotal: 0 };
  }
  return documentTotals(linesOf(row), rates, selected);
}

const selectedOf = (approval: ApprovalRow | undefined) =>
  approval ? parseJson<string[]>(approval.selected_line_ids, []) : [];

export function toApprovalRecord(approval: ApprovalRow): ApprovalRecord {
  return {
    decision: approval.decision === 'decline' ? 'decline' : 'approve',
    name: approval.name,
    at: approval.at,
    contentHash: approval.content_hash,
    network: approval.network,
    userAgent: approval.user_agent,
    reason: approval.reason,
    hasSignature: approval.signature !== null,
    selectedOptionalLineIds: selectedOf(approval),
  };
}

/** The document as the business sees it. */
export function toDocument(
  row: EstimateRow,
  context: {
    projectName: string;
    rates: readonly TaxRateLike[];
    approval: ApprovalRow | undefined;
    today: string;
  },
): Document {
  const selected = selectedOf(context.approval);
  const totals = totalsOf(row, context.rates, selected);
  const usedRates = new Set(linesOf(row).flatMap((line) => line.taxRateIds));
  return {
    id: row.id,
    kind: kindOf(row),
    projectId: row.project_id,
    projectName: context.projectName,
    number: row.number,
    revision: row.revision,
    displayNumber: displayNumber(row),
    state: stateOf(row, context.today),
    title: row.title,
    intro: row.intro,
    terms: row.terms,
    validUntil: row.valid_until,
    sections: sectionsOf(row).map((section) => ({
      title: section.title,
      lines: section.lines.map((line) => ({
        ...line,
        amount: lineNetCents(line.quantity, line.unitPrice),
      })),
    })),
    schedule: scheduleOf(row).map((entry) => ({
      label: entry.label,
      percent: entry.percent ?? null,
      amount: scheduleAmount(entry, totals.total),
      due: entry.due,
      date: entry.date ?? null,
    })),
    taxes: context.rates
      .filter((rate) => usedRates.has(rate.id))
      .map((rate) => ({ taxRateId: rate.id, name: rate.name, rate: rate.rate })),
    subtotal: totals.subtotal,
    taxTotal: totals.taxTotal,
    total: totals.total,
    optionalTotal: totals.optionalTotal,
    reason: row.reason,
    scheduleImpactDays: row.schedule_impact_days,
    approvalDeadline: row.approval_deadline,
    sentAt: row.sent_at,
    sentTo: row.sent_to,
    viewedAt: row.viewed_at,
    approval: context.approval ? toApprovalRecord(context.approval) : null,
    replacedById: row.replaced_by_id,
    depositInvoiceId: row.deposit_invoice_id,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

// The sums per tax are left out of the hash: they follow from the lines' taxes, which are
// in it, and approvals recorded before the sums were shown keep the hash they were given.
type PublicContent = Omit<PublicDocument, 'taxes' | 'status' | 'decision' | 'contentHash'>;

/** SHA-256 of the content the client is shown (key order fixed by construction). */
export const contentHashOf = (content: PublicContent) =>
  crypto.createHash('sha256').update(JSON.stringify(content)).digest('hex');

/**
 * What the client sees, field by field: no ids but the lines' (to tick an optional
 * one), no internal state, nothing of other documents. Totals without optional lines;
 * the page adds the ones the client ticks.
 */
export function toPublicDocument(
  row: EstimateRow,
  context: {
    businessName: string;
    locale: PublicDocument['locale'];
    projectName: string;
    rates: readonly TaxRateLike[];
    approval: ApprovalRow | undefined;
  },
): PublicDocument {
  const totals = totalsOf(row, context.rates);
  const rateById = new Map(context.rates.map((rate) => [rate.id, rate]));
  const lineAmounts = new Map(totals.lines.map((line) => [line.id, line]));
  const content: PublicContent = {
    kind: kindOf(row),
    locale: context.locale,
    businessName: context.businessName,
    projectName: context.projectName,
    displayNumber: displayNumber(row),
    title: row.title,
    intro: row.intro,
    terms: row.terms,
    validUntil: kindOf(row) === 'estimate' ? row.valid_until : row.approval_deadline,
    sections: sectionsOf(row).map((section) => ({
      title: section.title,
      lines: section.lines.map((line) => ({
        id: line.id,
        description: line.description,
        quantity: line.quantity,
        unit: line.unit,
        unitPrice: line.unitPrice,
        amount: lineAmounts.get(line.id)?.net ?? 0,
        tax: lineAmounts.get(line.id)?.tax ?? 0,
        taxNames: line.taxRateIds.map((id) => rateById.get(id)?.name ?? 'Tax'),
        optional: line.optional,
      })),
    })),
    schedule: scheduleOf(row).map((entry) => ({
      label: entry.label,
      percent: entry.percent ?? null,
      amount: scheduleAmount(entry, totals.total),
      due: entry.due,
      date: entry.date ?? null,
    })),
    subtotal: totals.subtotal,
    taxTotal: totals.taxTotal,
    total: totals.total,
    reason: row.reason,
    scheduleImpactDays: row.schedule_impact_days,
  };
  const approval = context.approval;
  return {
    ...content,
    taxes: totals.taxes.map(({ name, rate, amount }) => ({ name, rate, amount })),
    status: !approval ? 'open' : approval.decision === 'decline' ? 'declined' : 'approved',
    decision: approval
      ? { name: approval.name, at: approval.at, selectedOptionalLineIds: selectedOf(approval) }
      : null,
    contentHash: contentHashOf(content),
  };
}
