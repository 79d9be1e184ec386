import { describe, expect, it } from 'vitest';
import type { Document } from '../../../../core/schemas/estimate';
import { bodyOf, draftOf } from './estimate-draft';

// The editor's working copy must give back the whole payment schedule it was opened
// with: Send saves the draft first, so a milestone the editor dropped would be lost.

const estimate = (schedule: Document['schedule']) =>
  ({
    title: 'Kitchen',
    intro: null,
    terms: null,
    validUntil: null,
    sections: [
      {
        title: 'Work',
        lines: [
          {
            id: 'l1',
            description: 'Cabinets',
            quantity: 1,
            unit: null,
            unitPrice: 100_000,
            taxRateIds: [],
            optional: false,
            amount: 100_000,
          },
        ],
      },
    ],
    schedule,
  }) as unknown as Document;

describe('the estimate draft', () => {
  it('keeps the deposit and every milestone, by percent or amount, through a save', () => {
    const schedule: Document['schedule'] = [
      { label: 'Deposit', percent: 10, amount: 10_000, due: 'on_approval', date: null },
      { label: 'Framing done', percent: 40, amount: 40_000, due: 'date', date: '2030-02-01' },
      { label: 'Roof on', percent: null, amount: 20_050, due: 'date', date: '2030-03-01' },
    ];
    expect(bodyOf(draftOf(estimate(schedule))).schedule).toEqual([
      { label: 'Deposit', percent: 10, due: 'on_approval' },
      { label: 'Framing done', percent: 40, due: 'date', date: '2030-02-01' },
      { label: 'Roof on', amount: 20_050, due: 'date', date: '2030-03-01' },
    ]);
  });

  it('keeps a deposit given as an amount, with its label', () => {
    const schedule: Document['schedule'] = [
      { label: 'Retainer', percent: null, amount: 50_000, due: 'on_approval', date: null },
    ];
    expect(bodyOf(draftOf(estimate(schedule))).schedule).toEqual([
      { label: 'Retainer', amount: 50_000, due: 'on_approval' },
    ]);
  });

  it('leaves an untouched milestone row out, and no deposit when none is typed', () => {
    const draft = draftOf(estimate([]));
    draft.milestones.push({ key: 'm', label: '', percent: '', amount: '', date: '' });
    expect(bodyOf(draft).schedule).toEqual([]);
  });
});
