import { createTheme, DEFAULT_THEME, mergeMantineTheme } from '@mantine/core';
import { describe, expect, it } from 'vitest';
import { accessibleColors, contrastRatio } from './accessible-colors';
import { theme } from './theme';

const merged = mergeMantineTheme(DEFAULT_THEME, createTheme(theme));

describe('accessibleColors', () => {
  it('gives every coloured text and filled control 4.5:1 in both themes', () => {
    const { light, dark } = accessibleColors(merged);
    for (const name of ['green', 'orange', 'yellow', 'teal', 'blue', 'red']) {
      const shades = merged.colors[name]!;
      expect(contrastRatio(light[`--mantine-color-${name}-text`]!, '#ffffff')).toBeGreaterThan(4.5);
      expect(
        contrastRatio(light[`--mantine-color-${name}-light-color`]!, shades[1]),
      ).toBeGreaterThan(4.5);
      expect(contrastRatio(dark[`--mantine-color-${name}-filled`]!, '#ffffff')).toBeGreaterThan(
        4.5,
      );
    }
  });

  it('works the colours out once per theme, not on every render of the provider', () => {
    expect(accessibleColors(merged)).toBe(accessibleColors(merged));
    expect(accessibleColors({ ...merged })).toEqual(accessibleColors(merged));
  });
});
