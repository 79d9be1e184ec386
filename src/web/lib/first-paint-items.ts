/**
 * About a phone screen of cards, and more than a desktop shows above the fold. Without
 * React, for the code that draws before the app (features/updates/drawn-notes.ts).
 */
export const FIRST_PAINT_ITEMS = 8;
