import { createTheme, mergeMantineTheme, DEFAULT_THEME } from '@mantine/core';
import { describe, expect, it } from 'vitest';
import { accessibleColors, contrastRatio, darkenToContrast } from './accessible-colors';
import { theme } from './theme';

const resolved = accessibleColors(mergeMantineTheme(DEFAULT_THEME, createTheme(theme)));

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

  it('keeps colours that already pass and measures contrast like WCAG', () => {
    expect(darkenToContrast('#000000', ['#ffffff'])).toBe('#000000');
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#777777', '#ffffff')).toBeCloseTo(4.48, 1);
  });
});
