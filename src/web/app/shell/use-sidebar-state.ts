import { useHotkeys, useMediaQuery } from '@mantine/hooks';
import { useCallback, useState } from 'react';
import { MOBILE_QUERY, readSidebarExpanded, writeSidebarExpanded } from '../sidebar-cookie';

/**
 * Desktop: expanded (16rem) or icon mode (3rem), kept in the `sidebar_state`
 * cookie for 7 days. Mobile (below 768px): a separate open state for the sheet.
 * Cmd/Ctrl+B toggles whichever applies.
 */
export function useSidebarState() {
  // Read synchronously so the first render already has the right layout.
  const isMobile = useMediaQuery(MOBILE_QUERY, false, { getInitialValueInEffect: false });
  const [expanded, setExpandedState] = useState(readSidebarExpanded);
  const [mobileOpen, setMobileOpen] = useState(false);

  const setExpanded = useCallback((value: boolean) => {
    setExpandedState(value);
    writeSidebarExpanded(value);
  }, []);

  const toggle = useCallback(() => {
    if (isMobile) setMobileOpen((open) => !open);
    else setExpanded(!expanded);
  }, [isMobile, expanded, setExpanded]);

  useHotkeys([['mod+B', toggle]], []);

  return {
    isMobile,
    expanded,
    mobileOpen,
    toggle,
    closeMobile: useCallback(() => setMobileOpen(false), []),
  };
}
