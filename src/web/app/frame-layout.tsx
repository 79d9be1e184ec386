import type { CSSProperties, ReactNode } from 'react';
import classes from './frame-layout.module.css';

/** The shell's header height and padding (app-layout.tsx), which the frame draws too. */
export const HEADER_HEIGHT = 56;
export const SHELL_PADDING = { base: 'sm', sm: 'lg' } as const;

/** The element `static/first-screen.js` draws the build's frame in (decision 242). */
export const DRAWN_FRAME_ID = 'drawn-frame';

/**
 * The shell's header bar and sidebar, empty, in plain CSS, with `children` where the shell
 * puts a screen: what the entry draws before the shell's code (shell-frame.tsx), and what
 * the build renders to HTML for `first-screen.js` to draw before the entry's code
 * (landing-document.tsx). `navbarWidth` is the sidebar's on a desktop (sidebar-cookie.ts).
 */
export function FrameLayout({
  navbarWidth,
  children,
}: {
  navbarWidth: string;
  children: ReactNode;
}) {
  const style = {
    '--frame-header-height': `${HEADER_HEIGHT}px`,
    '--frame-padding-base': `var(--mantine-spacing-${SHELL_PADDING.base})`,
    '--frame-padding-sm': `var(--mantine-spacing-${SHELL_PADDING.sm})`,
    '--frame-navbar-width': navbarWidth,
  } as CSSProperties;
  return (
    <div className={classes.frame} style={style}>
      <div className={classes.header} aria-hidden="true" />
      <div className={classes.navbar} aria-hidden="true" />
      <main className={classes.main}>{children}</main>
    </div>
  );
}
