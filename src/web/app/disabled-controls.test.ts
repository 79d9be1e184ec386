import fs from 'node:fs';
import path from 'node:path';
import { createTheme, mergeMantineTheme, DEFAULT_THEME } from '@mantine/core';
import { describe, expect, it } from 'vitest';
import { accessibleColors, contrastRatio, controlSurfaces } from './accessible-colors';
import { theme } from './theme';

// Issue 18: in the dark theme a disabled button looked like plain text (Mantine fills it
// with dark-6 on a dark-7 page, 1.1:1, and draws no border).

const merged = mergeMantineTheme(DEFAULT_THEME, createTheme(theme));
const resolved = accessibleColors(merged);
const surfaces = controlSurfaces(merged);

describe('disabled buttons', () => {
  it('stand out from every surface by their fill and a border, in both themes', () => {
    for (const scheme of ['light', 'dark'] as const) {
      const fill = resolved[scheme]['--mantine-color-disabled']!;
      const border = resolved[scheme]['--mantine-color-disabled-border']!;
      const text = resolved[scheme]['--mantine-color-disabled-color']!;
      for (const surface of surfaces[scheme]) {
        expect(contrastRatio(border, surface), `${scheme} border`).toBeGreaterThanOrEqual(1.8);
      }
      // The label stays legible, but quieter than active text.
      expect(contrastRatio(text, fill), `${scheme} label`).toBeGreaterThanOrEqual(2);
      expect(contrastRatio(text, fill), `${scheme} label`).toBeLessThan(4.5);
    }
    expect(contrastRatio(resolved.dark['--mantine-color-disabled']!, merged.colors.dark[7])).toBe(
      contrastRatio(merged.colors.dark[5], merged.colors.dark[7]),
    );
    // Mantine's own dark fill is what made it vanish: the test would catch going back to it.
    expect(contrastRatio(merged.colors.dark[6], merged.colors.dark[7])).toBeLessThan(1.2);
  });

  it('draw that border on Button and ActionIcon through the theme', () => {
    const components = merged.components as Record<string, { classNames?: { root?: string } }>;
    expect(components.Button?.classNames?.root).toBeTruthy();
    expect(components.ActionIcon?.classNames?.root).toBe(components.Button?.classNames?.root);
    const css = fs.readFileSync(path.join(__dirname, 'disabled-button.module.css'), 'utf8');
    expect(css).toMatch(
      /\.control\.control:where\(:disabled[^)]*\)?[^{]*\{\s*border: 1px dashed var\(--mantine-color-disabled-border\)/,
    );
  });
});
