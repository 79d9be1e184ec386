import { MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { useEffect, useState, type ReactNode } from 'react';
import { createQueryClient } from '../lib/query-client';
import { accessibleColors } from './accessible-colors';
import { BackClosesDialogs } from './back-closes-dialogs';
import { LazyNotifications } from './lazy-notifications';
import { newestToastWins } from './newest-toast-wins';
import { colorSchemeManager, theme } from './theme';
import { ToastHotkey } from './toast-hotkey';

export function AppProviders({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  useEffect(newestToastWins, []);
  return (
    <MantineProvider
      theme={theme}
      defaultColorScheme="light"
      colorSchemeManager={colorSchemeManager}
      cssVariablesResolver={accessibleColors}
    >
      <LazyNotifications />
      <ToastHotkey />
      <BackClosesDialogs />
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    </MantineProvider>
  );
}
