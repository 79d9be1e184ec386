import { z } from 'zod';

// The dashboard's getting-started checklist (issue 18, decision 181): each step is
// worked out from the data on every read, never stored; only the dismissal is.

export const GETTING_STARTED_STEPS = [
  'businessProfile',
  'client',
  'project',
  'photoUpdate',
  'email',
  'clientInvite',
] as const;
export type GettingStartedStep = (typeof GETTING_STARTED_STEPS)[number];

export const gettingStartedSchema = z.object({
  steps: z.array(z.object({ key: z.enum(GETTING_STARTED_STEPS), done: z.boolean() })),
  /** The owner hid the card; it stays hidden on every device. */
  dismissed: z.boolean(),
});
export type GettingStarted = z.infer<typeof gettingStartedSchema>;

/** PUT /api/settings/getting-started body: hide the card, or bring it back. */
export const gettingStartedInputSchema = z.object({ dismissed: z.boolean() });
export type GettingStartedInput = z.infer<typeof gettingStartedInputSchema>;
