import { z } from 'zod';
import { MAX_TAX_RATE_BPS } from '../invoice-math.js';
import { requiredText } from './text.js';

// Tax rates kept in Settings (decision 170). A rate is whole basis points (500 = 5%)
// and never changes once created: an invoice's taxes can always be recomputed. Rename
// or deactivate it instead; a rate some invoice uses is never deleted.

export const taxRateSchema = z.object({
  id: z.string(),
  name: z.string(),
  /** Basis points: 500 = 5%, 825 = 8.25%. */
  rate: z.number().int(),
  /** Inactive rates stay on the invoices that have them and are offered for no new line. */
  active: z.boolean(),
  /** Some invoice has it: it cannot be deleted. */
  inUse: z.boolean(),
  createdAt: z.string(),
});
export type TaxRate = z.infer<typeof taxRateSchema>;

const rateBps = z
  .number({ message: 'rate must be a number of basis points (500 = 5%)' })
  .int('rate must be whole basis points (500 = 5%, 825 = 8.25%)')
  .min(0, 'rate must be at least 0')
  .max(MAX_TAX_RATE_BPS, `rate must be at most ${MAX_TAX_RATE_BPS} (100%)`);

/** POST /api/tax-rates */
export const taxRateInputSchema = z.object({
  name: requiredText('Name', 100),
  rate: rateBps,
});
export type TaxRateInput = z.input<typeof taxRateInputSchema>;

/** PATCH /api/tax-rates/{id}: rename or (de)activate; the rate itself never changes. */
export const taxRatePatchSchema = z
  .strictObject(
    {
      name: requiredText('Name', 100).optional(),
      active: z.boolean({ message: 'active must be true or false' }).optional(),
    },
    {
      error: (issue) =>
        issue.code === 'unrecognized_keys'
          ? 'Only name and active can change: create a new tax rate for a new percentage'
          : undefined,
    },
  )
  .refine((body) => body.name !== undefined || body.active !== undefined, {
    message: 'Send name or active to change',
  });
export type TaxRatePatch = z.input<typeof taxRatePatchSchema>;
