import { ActionIcon, useComputedColorScheme, useMantineColorScheme } from '@mantine/core';
import { IconMoon, IconSun } from '@tabler/icons-react';

/**
 * The theme button of the public pages: the same control as the shell's ThemeToggle,
 * with a native title instead of Mantine's Tooltip, whose floating-ui positioning code
 * (~20 KB gzip) landing visitors would otherwise download (docs/performance.md).
 * Both icons are drawn and the stylesheet shows the one for the current theme, so the
 * prebuilt landing page (decision 206) switches with a few lines of script
 * (static/landing.js finds the button by `data-theme-toggle`).
 */
export function ThemeToggleButton() {
  const { setColorScheme } = useMantineColorScheme();
  const scheme = useComputedColorScheme('light');
  const label = `Switch to ${scheme === 'dark' ? 'light' : 'dark'} theme`;
  return (
    <ActionIcon
      variant="default"
      size="lg"
      aria-label={label}
      title={label}
      data-theme-toggle
      onClick={() => setColorScheme(scheme === 'dark' ? 'light' : 'dark')}
    >
      <IconSun size={18} className="mantine-light-hidden" />
      <IconMoon size={18} className="mantine-dark-hidden" />
    </ActionIcon>
  );
}
