import { ActionIcon, AppShell, Drawer, Group, Tooltip } from '@mantine/core';
import { IconLayoutSidebar, IconLogout } from '@tabler/icons-react';
import { Suspense } from 'react';
import { Outlet, useLocation } from 'react-router';
import { useLogout } from '../../features/auth';
import { SyncIndicator } from '../../features/offline';
import { SearchButton } from '../../features/search';
import { HEADER_HEIGHT, SHELL_PADDING } from '../frame-layout';
import { ErrorBoundary } from '../load-failed';
import { sidebarWidth } from '../sidebar-cookie';
import { ScreenLoader } from './screen-loader';
import { SidebarNav } from './sidebar-nav';
import { ThemeToggle } from './theme-toggle';
import { useSidebarState } from './use-sidebar-state';

export function AppLayout() {
  const sidebar = useSidebarState();
  const logout = useLogout();
  const compact = !sidebar.expanded;

  return (
    <AppShell
      header={{ height: HEADER_HEIGHT }}
      // Phones get the drawer below instead: an off-canvas navbar would stay in the tab order.
      navbar={
        sidebar.isMobile
          ? undefined
          : { width: sidebarWidth(!compact), breakpoint: 'sm', collapsed: { mobile: true } }
      }
      padding={SHELL_PADDING}
    >
      <AppShell.Header px="sm">
        <Group h="100%" justify="space-between" wrap="nowrap" gap="xs">
          <Group gap="xs" wrap="nowrap" style={{ flex: 1, minWidth: 0 }}>
            <Tooltip label="Toggle sidebar (Ctrl+B)" openDelay={700}>
              <ActionIcon
                variant="subtle"
                size="lg"
                onClick={sidebar.toggle}
                aria-label="Toggle sidebar"
                aria-expanded={sidebar.isMobile ? sidebar.mobileOpen : sidebar.expanded}
              >
                <IconLayoutSidebar size={20} />
              </ActionIcon>
            </Tooltip>
            <SearchButton />
          </Group>
          <Group gap="xs" wrap="nowrap">
            <SyncIndicator />
            <ThemeToggle />
            <Tooltip label="Sign out" openDelay={700}>
              <ActionIcon
                variant="default"
                size="lg"
                aria-label="Sign out"
                onClick={() => logout.mutate()}
                loading={logout.isPending}
              >
                <IconLogout size={18} />
              </ActionIcon>
            </Tooltip>
          </Group>
        </Group>
      </AppShell.Header>

      {!sidebar.isMobile && (
        <AppShell.Navbar
          p={compact ? 4 : 'xs'}
          aria-label="Sidebar"
          data-state={compact ? 'collapsed' : 'expanded'}
        >
          <SidebarNav compact={compact} />
        </AppShell.Navbar>
      )}

      <Drawer
        opened={sidebar.isMobile && sidebar.mobileOpen}
        onClose={sidebar.closeMobile}
        size="18rem"
        padding="xs"
        withCloseButton={false}
        title={undefined}
        // The name belongs on the dialog element (role="dialog"), not the wrapper div.
        attributes={{ content: { 'aria-label': 'Navigation' } }}
      >
        <SidebarNav compact={false} onNavigate={sidebar.closeMobile} />
      </Drawer>

      <AppShell.Main>
        <Screen />
      </AppShell.Main>
    </AppShell>
  );
}

/**
 * The screen, or what it says when it cannot be drawn, under the shell's header and menu:
 * going to another screen tries again. Only this part follows the address.
 */
function Screen() {
  const { pathname } = useLocation();
  return (
    <ErrorBoundary resetKey={pathname}>
      <Suspense fallback={<ScreenLoader />}>
        <Outlet />
      </Suspense>
    </ErrorBoundary>
  );
}
