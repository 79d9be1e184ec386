import { createTheme, mergeMantineTheme, DEFAULT_THEME } from '@mantine/core';
import { describe, expect, it } from 'vitest';
import {
  accessibleColors,
  contrastRatio,
  controlSurfaces,
  darkenToContrast,
} from './accessible-colors';
import { theme } from './theme';

const merged = mergeMantineTheme(DEFAULT_THEME, createTheme(theme));
const resolved = accessibleColors(merged);

describe('accessibleColors', () => {
  it('gives every colour AA contrast for text on white and on its light badge', () => {
    for (const [name, shades] of Object.entries(DEFAULT_THEME.colors)) {
      if (name === 'dark' || name === 'gray') continue;
      const text = resolved.light[`--mantine-color-${name}-text`]!;
      expect(contrastRatio(text, '#ffffff'), name).toBeGreaterThanOrEqual(4.5);
      expect(contrastRatio(text, shades[1]), name).toBeGreaterThanOrEqual(4.5);
      expect(
        contrastRatio(resolved.dark[`--mantine-color-${name}-filled`]!, '#ffffff'),
        name,
      ).toBeGreaterThanOrEqual(4.5);
    }
  });

  it('gives every control boundary 3:1 (WCAG 1.4.11) against what it sits on, in both themes', () => {
    const surfaces = controlSurfaces(merged);
    for (const scheme of ['light', 'dark'] as const) {
      const border = resolved[scheme]['--sitebook-control-border']!;
      for (const surface of surfaces[scheme]) {
        expect(contrastRatio(border, surface), `${scheme} on ${surface}`).toBeGreaterThanOrEqual(3);
      }
    }
    // A ticked checkbox or a switch that is on shows its state by the white tick or thumb
    // on the primary fill: 3:1 at least there, in both themes.
    for (const scheme of ['light', 'dark'] as const) {
      const fill = resolved[scheme]['--mantine-color-blue-filled']!;
      expect(contrastRatio('#ffffff', fill), scheme).toBeGreaterThanOrEqual(3);
    }
    // Mantine's own border (the defect): below 3:1 on white.
    expect(contrastRatio(merged.colors.gray[4], '#ffffff')).toBeLessThan(3);
  });

  it('keeps colours that already pass and measures contrast like WCAG', () => {
    expect(darkenToContrast('#000000', ['#ffffff'])).toBe('#000000');
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#777777', '#ffffff')).toBeCloseTo(4.48, 1);
  });
});
