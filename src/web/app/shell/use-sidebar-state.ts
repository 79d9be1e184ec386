import { useHotkeys, useMediaQuery } from '@mantine/hooks';
import { em } from '@mantine/core';
import { useCallback, useState } from 'react';

export const SIDEBAR_COOKIE = 'sidebar_state';
const SIDEBAR_COOKIE_MAX_AGE = 60 * 60 * 24 * 7;
export const MOBILE_QUERY = `(max-width: ${em(767.98)})`;

function readExpanded(): boolean {
  const match = document.cookie.match(/(?:^|;\s*)sidebar_state=(true|false)/);
  return match ? match[1] === 'true' : true;
}

/**
 * Desktop: expanded (16rem) or icon mode (3rem), kept in the `sidebar_state`
 * cookie for 7 days. Mobile (below 768px): a separate open state for the sheet.
 * Cmd/Ctrl+B toggles whichever applies.
 */
export function useSidebarState() {
  // Read synchronously so the first render already has the right layout.
  const isMobile = useMediaQuery(MOBILE_QUERY, false, { getInitialValueInEffect: false });
  const [expanded, setExpandedState] = useState(readExpanded);
  const [mobileOpen, setMobileOpen] = useState(false);

  const setExpanded = useCallback((value: boolean) => {
    setExpandedState(value);
    document.cookie = `${SIDEBAR_COOKIE}=${value}; path=/; max-age=${SIDEBAR_COOKIE_MAX_AGE}; samesite=lax`;
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
