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
export interface EstimateDraft {
  title: string;
  intro: string;
  terms: string;
  validUntil: string;
  /** Deposit due on approval, percent of the total; '' for none. */
  depositPercent: number | string;
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

export function draftOf(document: Document): EstimateDraft {
  const deposit = document.schedule.find((entry) => entry.due === 'on_approval');
  return {
    title: document.title,
    intro: document.intro ?? '',
    terms: document.terms ?? '',
    validUntil: document.validUntil ?? '',
    depositPercent: deposit?.percent ?? '',
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

export function bodyOf(draft: EstimateDraft): EstimateCreateInput {
  const deposit = Number(draft.depositPercent);
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
    schedule:
      draft.depositPercent !== '' && deposit > 0
        ? [{ label: 'Deposit', percent: deposit, due: 'on_approval' }]
        : [],
  };
}
