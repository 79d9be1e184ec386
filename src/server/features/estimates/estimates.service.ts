import type {
  ChangeOrderCreate,
  Document,
  DocumentKind,
  EstimateCreate,
  EstimatePatch,
} from '../../../core/schemas/estimate.js';
import { APPROVAL_LINK_DAYS } from '../../../core/schemas/estimate.js';
import { documentTotals } from '../../../core/contract-math.js';
import { addDays, dateInTimeZone, zonedInstant } from '../../../core/dates.js';
import type { Db } from '../../db/database.js';
import { inTransaction } from '../../db/transaction.js';
import { HttpError, notFound } from '../../lib/http-error.js';
import { newId, nowIso } from '../../lib/ids.js';
import { getOwnerTimeZone, ownerToday } from '../../lib/owner-time.js';
import { recordActivity, type Actor } from '../activity/index.js';
import { newPortalToken } from '../portal/index.js';
import {
  displayNumber,
  formatDocumentNumber,
  kindOf,
  stateOf,
  taxRateIdsOf,
  toDocument,
  type StoredSection,
} from './document.js';
import * as q from './estimates.queries.js';

// An estimate's or change order's life (decision 210): draft -> sent -> viewed ->
// approved | declined; expired when its date passes unanswered; void when a revision
// replaces it. Only a draft is edited; a sent one is revised (a new revision, same
// number). Every change records its activity in the same transaction.

const LABEL: Record<DocumentKind, string> = { estimate: 'estimate', change_order: 'change order' };

async function nextNumber(db: Db, kind: DocumentKind): Promise<string> {
  // Numbers restored from a backup are skipped, never given twice.
  for (;;) {
    const number = formatDocumentNumber(kind, await q.takeSequence(db, kind));
    if (!(await q.numberTaken(db, kind, number))) return number;
  }
}

/** The stored sections: each line gets its id; optional and taxes always present. */
function storedSections(sections: EstimateCreate['sections']): StoredSection[] {
  return sections.map((section) => ({
    title: section.title ?? null,
    lines: section.lines.map((line) => ({
      id: newId(),
      description: line.description,
      quantity: line.quantity,
      unit: line.unit ?? null,
      unitPrice: line.unitPrice,
      taxRateIds: line.taxRateIds ?? [],
      optional: line.optional ?? false,
    })),
  }));
}

/**
 * Every tax rate a line names must exist and be active (or kept from the old version), one
 * line must be required, and the total with every optional line ticked must be a whole
 * number of cents (beyond 2^53 it is not, and the document could no longer be shown).
 */
async function checkSections(db: Db, sections: StoredSection[], kept: readonly string[] = []) {
  const ids = [...new Set(sections.flatMap((s) => s.lines.flatMap((line) => line.taxRateIds)))];
  const found = await q.findTaxRates(db, ids);
  const rates = new Map(found.map((rate) => [rate.id, rate]));
  for (const id of ids) {
    const rate = rates.get(id);
    if (!rate) throw new HttpError(400, `sections: no tax rate with id ${id}`);
    if (!rate.active && !kept.includes(id)) {
      throw new HttpError(400, `sections: the tax rate "${rate.name}" is no longer active`);
    }
  }
  const lines = sections.flatMap((section) => section.lines);
  if (lines.every((line) => line.optional)) {
    throw new HttpError(400, 'sections: at least one line must not be optional');
  }
  const figures = [[], lines.map((line) => line.id)].flatMap((selected) => {
    const totals = documentTotals(lines, found, selected);
    return [totals.subtotal, totals.taxTotal, totals.total, totals.optionalTotal];
  });
  if (!figures.every(Number.isSafeInteger)) {
    throw new HttpError(400, 'sections: the lines add up to more than an estimate can hold');
  }
}

export async function readDocument(db: Db, id: string): Promise<Document> {
  const row = await q.findEstimate(db, id);
  if (!row) throw notFound('Estimate');
  return (await toDocuments(db, [row]))[0]!;
}

/** Rows as the API shows them, with their project names, tax rates and decisions. */
async function toDocuments(db: Db, rows: q.EstimateRow[]): Promise<Document[]> {
  const today = await ownerToday(db);
  const rates = await q.findTaxRates(db, taxRateIdsOf(rows));
  const approvals = new Map(
    (
      await q.findApprovals(
        db,
        rows.map((row) => row.id),
      )
    ).map((a) => [a.estimate_id, a]),
  );
  const projects = new Map<string, string>();
  for (const row of rows) {
    if (!projects.has(row.project_id)) {
      projects.set(row.project_id, (await q.findProject(db, row.project_id))?.name ?? '');
    }
  }
  return rows.map((row) =>
    toDocument(row, {
      projectName: projects.get(row.project_id) ?? '',
      rates,
      approval: approvals.get(row.id),
      today,
    }),
  );
}

export async function listDocuments(db: Db, projectId: string, kind: DocumentKind) {
  if (!(await q.findProject(db, projectId))) throw notFound('Project');
  return toDocuments(db, await q.listProjectDocuments(db, projectId, kind));
}

export async function listEstimates(db: Db) {
  return toDocuments(db, await q.listAllEstimates(db));
}

function recordDocumentActivity(
  trx: Db,
  actor: Actor,
  row: Pick<q.EstimateRow, 'id' | 'kind' | 'number' | 'revision' | 'project_id'>,
  action: string,
  verb: string,
) {
  const kind = kindOf(row as q.EstimateRow);
  return recordActivity(trx, actor, {
    action: `${kind === 'estimate' ? 'estimate' : 'change_order'}.${action}`,
    entityType: kind,
    entityId: row.id,
    projectId: row.project_id,
    summary: `${verb} ${LABEL[kind]} ${displayNumber(row)}`,
  });
}

/** What a new document holds besides what every draft gets (id, number, state, times). */
type DocumentContent = Omit<
  Parameters<typeof q.insertEstimate>[1],
  'id' | 'kind' | 'project_id' | 'number' | 'revision' | 'state' | 'created_at' | 'updated_at'
>;

/** A new draft of either kind, numbered, with its activity, in one transaction. */
async function createDocument(
  db: Db,
  projectId: string,
  kind: DocumentKind,
  content: DocumentContent,
  actor: Actor,
  check: (trx: Db) => Promise<void> = async () => {},
): Promise<Document> {
  const id = await inTransaction(db, async (trx) => {
    if (!(await q.findProject(trx, projectId))) throw notFound('Project');
    await check(trx);
    const now = nowIso();
    const row = {
      ...content,
      id: newId(),
      kind,
      project_id: projectId,
      number: await nextNumber(trx, kind),
      revision: 1,
      state: 'draft',
      created_at: now,
      updated_at: now,
    };
    await q.insertEstimate(trx, row);
    await recordDocumentActivity(trx, actor, row, 'created', 'created');
    return row.id;
  });
  return readDocument(db, id);
}

export function createEstimate(
  db: Db,
  projectId: string,
  input: EstimateCreate,
  actor: Actor,
): Promise<Document> {
  const sections = storedSections(input.sections);
  return createDocument(
    db,
    projectId,
    'estimate',
    {
      title: input.title,
      intro: input.intro ?? null,
      terms: input.terms ?? null,
      valid_until: input.validUntil ?? null,
      sections: JSON.stringify(sections),
      schedule: JSON.stringify(input.schedule ?? []),
    },
    actor,
    (trx) => checkSections(trx, sections),
  );
}

export function createChangeOrder(
  db: Db,
  projectId: string,
  input: ChangeOrderCreate,
  actor: Actor,
): Promise<Document> {
  return createDocument(
    db,
    projectId,
    'change_order',
    {
      title: input.title,
      intro: null,
      terms: input.terms ?? null,
      valid_until: null,
      sections: '[]',
      schedule: '[]',
      amount: input.amount,
      reason: input.reason,
      schedule_impact_days: input.scheduleImpactDays ?? null,
      approval_deadline: input.approvalDeadline ?? null,
    },
    actor,
  );
}

/** PATCH: a draft only; a sent, decided or void document answers 409. */
export async function patchEstimate(
  db: Db,
  id: string,
  input: EstimatePatch,
  actor: Actor,
): Promise<Document> {
  await inTransaction(db, async (trx) => {
    if (!(await q.lockEstimate(trx, id))) throw notFound('Estimate');
    const row = (await q.findEstimate(trx, id))!;
    if (kindOf(row) !== 'estimate') throw notFound('Estimate');
    if (row.state !== 'draft') {
      throw new HttpError(
        409,
        `${displayNumber(row)} was sent and is frozen. Revise it to make a new revision.`,
      );
    }
    const changes: Partial<q.EstimateRow> = { updated_at: nowIso() };
    if (input.title !== undefined) changes.title = input.title;
    if (input.intro !== undefined) changes.intro = input.intro;
    if (input.terms !== undefined) changes.terms = input.terms;
    if (input.validUntil !== undefined) changes.valid_until = input.validUntil;
    if (input.schedule !== undefined) changes.schedule = JSON.stringify(input.schedule);
    if (input.sections !== undefined) {
      const sections = storedSections(input.sections);
      await checkSections(trx, sections, taxRateIdsOf([row]));
      changes.sections = JSON.stringify(sections);
    }
    await q.updateEstimate(trx, id, changes);
    await recordDocumentActivity(trx, actor, row, 'edited', 'edited');
  });
  return readDocument(db, id);
}

/**
 * A new revision of a sent (or declined, or expired) estimate: same number, next
 * revision, a draft with the same content; the old one becomes void and its links end.
 */
export async function reviseEstimate(db: Db, id: string, actor: Actor): Promise<Document> {
  const today = await ownerToday(db);
  const newIdValue = await inTransaction(db, async (trx) => {
    if (!(await q.lockEstimate(trx, id))) throw notFound('Estimate');
    const row = (await q.findEstimate(trx, id))!;
    if (kindOf(row) !== 'estimate') throw notFound('Estimate');
    const state = stateOf(row, today);
    if (state === 'draft') throw new HttpError(409, 'A draft is edited directly; send it first.');
    if (state === 'approved') {
      throw new HttpError(409, 'An approved estimate cannot be revised. Add a change order.');
    }
    if (state === 'void') throw new HttpError(409, 'This revision was already replaced.');
    const now = nowIso();
    const revised = {
      ...row,
      id: newId(),
      revision: row.revision + 1,
      state: 'draft',
      // Fresh line ids: a line id names one line of one revision.
      sections: JSON.stringify(
        storedSectionsFromStored(JSON.parse(row.sections) as StoredSection[]),
      ),
      sent_at: null,
      sent_to: null,
      viewed_at: null,
      replaced_by_id: null,
      deposit_invoice_id: null,
      created_at: now,
      updated_at: now,
    };
    await q.insertEstimate(trx, revised);
    if (
      !(await q.moveState(trx, id, ['sent', 'viewed', 'declined'], {
        state: 'void',
        replaced_by_id: revised.id,
        updated_at: now,
      }))
    ) {
      throw new HttpError(409, 'The estimate changed meanwhile; reload and try again.');
    }
    await q.revokeTokens(trx, id, now);
    await recordDocumentActivity(
      trx,
      actor,
      revised,
      'revised',
      'revised (voided the earlier revision of)',
    );
    return revised.id;
  });
  return readDocument(db, newIdValue);
}

const storedSectionsFromStored = (sections: StoredSection[]): StoredSection[] =>
  sections.map((section) => ({
    ...section,
    lines: section.lines.map((line) => ({ ...line, id: newId() })),
  }));

/**
 * Sends a draft (or sends again a sent one): a new approval link, the earlier ones
 * ended. The URL is in the answer once; only its hash is stored.
 */
export async function issueApprovalLink(
  db: Db,
  id: string,
  to: string,
  actor: Actor,
): Promise<{ token: string; expiresAt: string; row: q.EstimateRow }> {
  const timeZone = await getOwnerTimeZone(db);
  const today = dateInTimeZone(new Date(), timeZone);
  return inTransaction(db, async (trx) => {
    if (!(await q.lockEstimate(trx, id))) throw notFound('Estimate');
    const row = (await q.findEstimate(trx, id))!;
    const state = stateOf(row, today);
    if (!['draft', 'sent', 'viewed'].includes(state)) {
      const why =
        state === 'expired'
          ? 'Its date has passed: revise it with a new date before sending.'
          : `It is ${state}.`;
      throw new HttpError(409, `${displayNumber(row)} cannot be sent. ${why}`);
    }
    const now = nowIso();
    await q.revokeTokens(trx, id, now);
    const { token, hash } = newPortalToken();
    // 30 days, and never past the document's own last day (its valid-until, or a change
    // order's approval deadline), the end of that day where the owner works: the page
    // answers 410 after it anyway, and the answer should say so.
    const lastDay = kindOf(row) === 'estimate' ? row.valid_until : row.approval_deadline;
    const expiresAt = new Date(
      Math.min(
        Date.now() + APPROVAL_LINK_DAYS * 86_400_000,
        lastDay ? zonedInstant(addDays(lastDay, 1), '00:00', timeZone).getTime() : Infinity,
      ),
    ).toISOString();
    await q.insertToken(trx, {
      token_hash: hash,
      estimate_id: id,
      created_at: now,
      expires_at: expiresAt,
      revoked_at: null,
    });
    await q.updateEstimate(trx, id, {
      state: state === 'draft' ? 'sent' : row.state,
      sent_at: now,
      sent_to: to,
      updated_at: now,
    });
    await recordDocumentActivity(trx, actor, row, 'sent', `sent to ${to}:`);
    return { token, expiresAt, row };
  });
}

/** Ends the document's approval links at once (a link sent to the wrong person). */
export async function revokeApprovalLinks(db: Db, id: string, actor: Actor) {
  await inTransaction(db, async (trx) => {
    const row = await q.findEstimate(trx, id);
    if (!row) throw notFound('Estimate');
    await q.revokeTokens(trx, id, nowIso());
    await recordDocumentActivity(trx, actor, row, 'link_revoked', 'ended the approval link of');
  });
}
