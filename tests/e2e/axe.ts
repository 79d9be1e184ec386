import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect } from './fixtures';

// The accessibility check a11y.spec.ts runs on every screen, for specs of their own
// screens: no serious or critical WCAG 2.1 A/AA violation.

const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
export const THEMES = ['light', 'dark'] as const;
export type Theme = (typeof THEMES)[number];

/** Both themes are chosen before the app loads (the header toggle keeps it in localStorage). */
export async function useTheme(page: Page, theme: Theme) {
  await page.addInitScript((value) => localStorage.setItem('theme', value), theme);
}

/**
 * `soft`: the test goes on after a violation and still fails at its end, so one run of a
 * spec that walks many screens reports every screen's problems.
 */
export async function expectAccessible(
  page: Page,
  label: string,
  include?: string,
  { soft = false }: { soft?: boolean } = {},
) {
  // Let transitions finish: a half-faded element reports false contrast.
  await page.waitForTimeout(350);
  // label-content-name-mismatch (experimental in axe 4) flags only the header search
  // button: its name "Search" starts its visible text "Search... Ctrl K"; the shortcut
  // hint is exposed as aria-keyshortcuts (decision 082).
  let builder = new AxeBuilder({ page })
    .withTags(TAGS)
    .disableRules(['label-content-name-mismatch']);
  if (include) builder = builder.include(include);
  const { violations } = await builder.analyze();
  const serious = violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${violation.id} (${violation.impact}): ${violation.help} -> ${violation.nodes
          .slice(0, 4)
          .map((node) => `${node.html.slice(0, 160)} ${node.failureSummary?.split('\n')[1] ?? ''}`)
          .join(' | ')}`,
    );
  if (soft) expect.soft(serious, label).toEqual([]);
  else expect(serious, label).toEqual([]);
}
