import type { CSSVariablesResolver, MantineTheme } from '@mantine/core';

// Mantine's default shades put small coloured text, light badges and white text
// on filled buttons below the WCAG AA contrast ratio (4.5:1) for several colours
// (green, orange, yellow, teal...). This resolver darkens each colour just enough,
// keeping its hue, so every colour the app uses is readable in both themes.

const TARGET = 4.6;

function rgbOf(hex: string): [number, number, number] {
  const value = hex.replace('#', '');
  const full = value.length === 3 ? [...value].map((c) => c + c).join('') : value;
  return [0, 2, 4].map((i) => parseInt(full.slice(i, i + 2), 16)) as [number, number, number];
}

function luminance([r, g, b]: [number, number, number]): number {
  const channel = (c: number) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
}

const ratio = (x: number, y: number) => (Math.max(x, y) + 0.05) / (Math.min(x, y) + 0.05);

export function contrastRatio(a: string, b: string): number {
  return ratio(luminance(rgbOf(a)), luminance(rgbOf(b)));
}

const toHex = (rgb: number[]) =>
  `#${rgb.map((c) => Math.round(c).toString(16).padStart(2, '0')).join('')}`;

/** The colour, darkened in small steps until it reaches the target against every background. */
export function darkenToContrast(color: string, backgrounds: string[]): string {
  // Each background's luminance once: this runs for every colour when the app starts.
  const behind = backgrounds.map((bg) => luminance(rgbOf(bg)));
  let rgb = rgbOf(color);
  for (let step = 0; step < 40; step += 1) {
    const front = luminance(rgb.map(Math.round) as [number, number, number]);
    if (behind.every((bg) => ratio(front, bg) >= TARGET)) return toHex(rgb);
    rgb = rgb.map((c) => c * 0.95) as [number, number, number];
  }
  return toHex(rgb);
}

const SKIP = new Set(['dark', 'gray']);

/**
 * The surfaces a control sits on in each theme: the page, cards and inputs' own fill
 * (light: white and gray-0; dark: dark-7 page, dark-6 cards and inputs).
 */
export const controlSurfaces = (theme: MantineTheme) => ({
  light: ['#ffffff', theme.colors.gray[0]],
  dark: [theme.colors.dark[7], theme.colors.dark[6]],
});

/**
 * The border of inputs, checkboxes, radios and switch tracks: Mantine's gray-4 / dark-4 is
 * about 1.5:1, below the 3:1 WCAG 1.4.11 asks of a control's boundary (global.css uses it).
 */
export const controlBorders = (theme: MantineTheme) => ({
  light: theme.colors.gray[6],
  dark: theme.colors.dark[2],
});

/**
 * Disabled controls (issue 18): Mantine's dark fill (dark-6 on the dark-7 page, 1.1:1) made a
 * disabled button look like plain text. A fill a step lighter, dimmed text and a dashed
 * border (`disabled-button.module.css`) read as "there, but not now" in both themes.
 */
export const disabledControls = (theme: MantineTheme) => ({
  light: { fill: theme.colors.gray[2], text: theme.colors.gray[6], border: theme.colors.gray[5] },
  dark: { fill: theme.colors.dark[5], text: theme.colors.dark[2], border: theme.colors.dark[3] },
});

function resolveAccessibleColors(theme: MantineTheme): ReturnType<CSSVariablesResolver> {
  const borders = controlBorders(theme);
  const disabled = disabledControls(theme);
  const light: Record<string, string> = {
    '--mantine-color-dimmed': theme.colors.gray[7],
    '--sitebook-control-border': borders.light,
    '--mantine-color-disabled': disabled.light.fill,
    '--mantine-color-disabled-color': disabled.light.text,
    '--mantine-color-disabled-border': disabled.light.border,
  };
  const dark: Record<string, string> = {
    '--mantine-color-dimmed': theme.colors.dark[1],
    '--sitebook-control-border': borders.dark,
    '--mantine-color-disabled': disabled.dark.fill,
    '--mantine-color-disabled-color': disabled.dark.text,
    '--mantine-color-disabled-border': disabled.dark.border,
  };
  for (const [name, shades] of Object.entries(theme.colors)) {
    if (SKIP.has(name)) continue;
    // Light: text on white and on the pale "light" variant background; white on filled.
    const strong = darkenToContrast(shades[8], ['#ffffff', shades[1]]);
    light[`--mantine-color-${name}-text`] = strong;
    light[`--mantine-color-${name}-filled`] = strong;
    light[`--mantine-color-${name}-filled-hover`] = darkenToContrast(strong, ['#ffffff', strong]);
    light[`--mantine-color-${name}-light-color`] = strong;
    light[`--mantine-color-${name}-outline`] = strong;
    // Dark: white text on filled buttons and badges.
    const filled = darkenToContrast(shades[8], ['#ffffff']);
    dark[`--mantine-color-${name}-filled`] = filled;
    dark[`--mantine-color-${name}-filled-hover`] = darkenToContrast(filled, ['#ffffff', filled]);
  }
  return { variables: {}, light, dark };
}

const resolved = new WeakMap<MantineTheme, ReturnType<CSSVariablesResolver>>();

/** Mantine asks again on each render of its provider; the theme object stays the same. */
export const accessibleColors: CSSVariablesResolver = (theme: MantineTheme) => {
  let variables = resolved.get(theme);
  if (!variables) {
    variables = resolveAccessibleColors(theme);
    resolved.set(theme, variables);
  }
  return variables;
};
