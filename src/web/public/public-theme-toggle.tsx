import { ActionIcon, useComputedColorScheme, useMantineColorScheme } from '@mantine/core';
import { IconMoon, IconSun } from '@tabler/icons-react';

/**
 * The theme button of the public pages: the same control as the shell's ThemeToggle,
 * with a native title instead of Mantine's Tooltip, whose floating-ui positioning code
 * (~20 KB gzip) landing visitors would otherwise download (docs/performance.md).
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
      onClick={() => setColorScheme(scheme === 'dark' ? 'light' : 'dark')}
    >
      {scheme === 'dark' ? <IconSun size={18} /> : <IconMoon size={18} />}
    </ActionIcon>
  );
}
