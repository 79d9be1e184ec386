// Whether the desktop sidebar is expanded (16rem) or in icon mode (3rem), kept in a cookie
// for 7 days: read by the shell, and by the frame the entry draws before the shell's code
// has arrived (shell-frame.tsx), so both put the screen in the same place.

export const SIDEBAR_COOKIE = 'sidebar_state';
const SIDEBAR_COOKIE_MAX_AGE = 60 * 60 * 24 * 7;

/** Phones (below 768 px) get a drawer instead of the sidebar. */
export const MOBILE_QUERY = '(max-width: 47.99875em)';

export function readSidebarExpanded(): boolean {
  const match = document.cookie.match(/(?:^|;\s*)sidebar_state=(true|false)/);
  return match ? match[1] === 'true' : true;
}

export function writeSidebarExpanded(value: boolean): void {
  document.cookie = `${SIDEBAR_COOKIE}=${value}; path=/; max-age=${SIDEBAR_COOKIE_MAX_AGE}; samesite=lax`;
}

/** The sidebar's width on a desktop, as the shell's navbar takes it. */
export const sidebarWidth = (expanded: boolean) => (expanded ? '16rem' : '3rem');
