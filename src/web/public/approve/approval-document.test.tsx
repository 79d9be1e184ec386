// @vitest-environment happy-dom
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../../tests/setup/render-web';
import type { PublicDocument } from '../../../core/schemas/estimate';
import { Totals } from './approval-document';

const estimate: PublicDocument = {
  kind: 'estimate',
  locale: { currency: 'USD', dateFormat: 'MMM d, yyyy' },
  businessName: 'Cedar Co',
  projectName: 'Maple Street',
  displayNumber: 'EST-0001',
  title: 'Kitchen',
  intro: null,
  terms: null,
  validUntil: null,
  sections: [],
  schedule: [],
  subtotal: 100_000,
  taxTotal: 12_000,
  total: 112_000,
  reason: null,
  scheduleImpactDays: null,
  taxes: [
    { name: 'GST', rate: 500, amount: 5_000 },
    { name: 'PST', rate: 700, amount: 7_000 },
  ],
  status: 'open',
  decision: null,
  contentHash: 'a'.repeat(64),
};

const money = (cents: number) => `$${(cents / 100).toFixed(2)}`;

describe("the approval page's totals", () => {
  it('show each tax with its rate and sum, then the total with the options chosen', () => {
    renderWithProviders(<Totals document={estimate} optionsTotal={2_000} formatMoney={money} />);
    const rows = screen
      .getAllByText(/./, { selector: 'p' })
      .map((element) => element.textContent)
      .join(' | ');
    expect(rows).toBe(
      'Subtotal | $1000.00 | GST (5%) | $50.00 | PST (7%) | $70.00 | ' +
        'Options you chose (with tax) | $20.00 | Total | $1140.00',
    );
  });

  it('show no tax line for an untaxed estimate', () => {
    renderWithProviders(
      <Totals
        document={{ ...estimate, taxes: [], taxTotal: 0, total: 100_000 }}
        optionsTotal={0}
        formatMoney={money}
      />,
    );
    expect(screen.queryByText(/GST|Tax/)).toBeNull();
    expect(screen.getByTestId('approval-total').textContent).toBe('$1000.00');
  });
});
