import type { Document, EstimateCreateInput } from '../../../../core/schemas/estimate';

// The editor's working copy of an estimate: what is typed, kept as typed, turned into
// the API's body (cents, numbers) only when saved.

export interface LineDraft {
  key: string;
  description: string;
  quantity: number | string;
  unit: string;
  /** Dollars as typed; sent as cents. */
  unitPrice: number | string;
  taxRateIds: string[];
  optional: boolean;
}
export interface SectionDraft {
  key: string;
  title: string;
  lines: LineDraft[];
}
/** A payment due on a date: a percent of the approved total or an amount (dollars). */
export interface MilestoneDraft {
  key: string;
  label: string;
  percent: number | string;
  amount: number | string;
  date: string;
}
export interface EstimateDraft {
  title: string;
  intro: string;
  terms: string;
  validUntil: string;
  /** Deposit due on approval, percent of the total; '' for none. */
  depositPercent: number | string;
  /** Or a fixed deposit in dollars (one of the two); '' for none. */
  depositAmount: number | string;
  /** The label the deposit was given (kept as it was). */
  depositLabel: string;
  milestones: MilestoneDraft[];
  sections: SectionDraft[];
}

let counter = 0;
export const newKey = () => `k${(counter += 1)}`;

export const blankLine = (): LineDraft => ({
  key: newKey(),
  description: '',
  quantity: 1,
  unit: '',
  unitPrice: 0,
  taxRateIds: [],
  optional: false,
});

export const blankSection = (title = ''): SectionDraft => ({
  key: newKey(),
  title,
  lines: [blankLine()],
});

export const blankMilestone = (): MilestoneDraft => ({
  key: newKey(),
  label: '',
  percent: '',
  amount: '',
  date: '',
});

export function draftOf(document: Document): EstimateDraft {
  const deposit = document.schedule.find((entry) => entry.due === 'on_approval');
  return {
    title: document.title,
    intro: document.intro ?? '',
    terms: document.terms ?? '',
    validUntil: document.validUntil ?? '',
    depositPercent: deposit?.percent ?? '',
    depositAmount: deposit && deposit.percent === null ? deposit.amount / 100 : '',
    depositLabel: deposit?.label ?? 'Deposit',
    milestones: document.schedule
      .filter((entry) => entry.due === 'date')
      .map((entry) => ({
        key: newKey(),
        label: entry.label,
        percent: entry.percent ?? '',
        amount: entry.percent === null ? entry.amount / 100 : '',
        date: entry.date ?? '',
      })),
    sections: document.sections.map((section) => ({
      key: newKey(),
      title: section.title ?? '',
      lines: section.lines.map((line) => ({
        key: newKey(),
        description: line.description,
        quantity: line.quantity,
        unit: line.unit ?? '',
        unitPrice: line.unitPrice / 100,
        taxRateIds: line.taxRateIds,
        optional: line.optional,
      })),
    })),
  };
}

/** Dollars as typed to whole cents (NaN when not a number). */
export const centsOf = (value: number | string) => Math.round(Number(value) * 100);

type ScheduleInput = NonNullable<EstimateCreateInput['schedule']>[number];

/** A percent, else an amount in cents, else nothing (both left empty). */
function share(percent: number | string, amount: number | string) {
  if (percent !== '' && Number(percent) > 0) return { percent: Number(percent) };
  if (amount !== '' && Number(amount) > 0) return { amount: centsOf(amount) };
  return null;
}

/** The payment schedule: the deposit (if any), then each milestone as typed. */
export function scheduleOf(draft: EstimateDraft): ScheduleInput[] {
  const schedule: ScheduleInput[] = [];
  const deposit = share(draft.depositPercent, draft.depositAmount);
  if (deposit) {
    schedule.push({ label: draft.depositLabel || 'Deposit', ...deposit, due: 'on_approval' });
  }
  for (const milestone of draft.milestones) {
    // An untouched row is left out; a half-filled one is sent, so the server names what is missing.
    if (!milestone.label && !milestone.date && milestone.percent === '' && milestone.amount === '')
      continue;
    schedule.push({
      label: milestone.label,
      ...share(milestone.percent, milestone.amount),
      due: 'date',
      ...(milestone.date && { date: milestone.date }),
    });
  }
  return schedule;
}

export function bodyOf(draft: EstimateDraft): EstimateCreateInput {
  return {
    title: draft.title,
    intro: draft.intro,
    terms: draft.terms,
    validUntil: draft.validUntil || null,
    sections: draft.sections.map((section) => ({
      title: section.title,
      lines: section.lines.map((line) => ({
        description: line.description,
        quantity: Number(line.quantity),
        unit: line.unit,
        unitPrice: centsOf(line.unitPrice),
        taxRateIds: line.taxRateIds,
        optional: line.optional,
      })),
    })),
    schedule: scheduleOf(draft),
  };
}
