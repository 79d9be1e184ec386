import type { GettingStarted } from './schemas/getting-started.js';

// Without zod: the dashboard decides with it on its first load (decision 220).

/** The card shows while it is not dismissed and some step is still open. */
export const showsGettingStarted = (state: GettingStarted) =>
  !state.dismissed && state.steps.some((step) => !step.done);
