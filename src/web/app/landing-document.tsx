import { MantineProvider } from '@mantine/core';
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import { dashboardHeading, SCREEN_HEADINGS, type ScreenHeading } from '../lib/screen-headings';
import { accessibleColors } from './accessible-colors';
import { FrameLayout } from './frame-layout';
import { PageLoader } from './page-loader';
import { sidebarWidth } from './sidebar-cookie';
import { theme } from './theme';
import LandingPage from '../public/landing-page';
import { SHARE_ICONS, ShareFrame } from '../public/share/share-frame';

/** `children` rendered to HTML with the app's theme and its variables (light first). */
const withTheme = (children: ReactNode) =>
  renderToString(
    <MantineProvider
      theme={theme}
      defaultColorScheme="light"
      cssVariablesResolver={accessibleColors}
    >
      {children}
    </MantineProvider>,
  );

/**
 * The landing page as HTML, rendered once at build time (scripts/lib/prerender-landing.ts,
 * decision 206): a signed-out visitor to `/` gets the page itself, painted as soon as it
 * and the stylesheet arrive, without downloading React and Mantine to show static text.
 * The same component is what the app shows at every other signed-out path.
 */
export function renderLanding(): string {
  return withTheme(
    <StaticRouter location="/">
      <LandingPage />
    </StaticRouter>,
  );
}

/**
 * The share page's frame (decision 222): its heading and theme button, with the app's
 * theme variables, and the icons the server's markup draws as one hidden sprite.
 */
export function renderShareFrame(): string {
  const sprite = Object.entries(SHARE_ICONS)
    .map(([id, Icon]) =>
      renderToString(<Icon />)
        .replace(/^<svg\b[^>]*?(viewBox="[^"]*")[^>]*>/, `<symbol id="${id}" $1>`)
        .replace(/<\/svg>$/, '</symbol>'),
    )
    .join('');
  return (
    withTheme(<ShareFrame />) + `<svg xmlns="http://www.w3.org/2000/svg" hidden>${sprite}</svg>`
  );
}

/**
 * The frames `static/first-screen.js` draws once the session check has answered, before the
 * entry's code has run (decision 242): the shell's frame (frame-layout.tsx) with the heading
 * of the screens whose largest paint it is, as the entry's frame draws it (shell-frame.tsx).
 * As the content of the page's `<template id="drawn-frames">`: the theme's variables once,
 * then one element per screen named by `data-frame` (the dashboard greets a returning
 * visitor as `returning:/`). The sidebar is as wide as when expanded; the script narrows it
 * from the sidebar's cookie.
 */
export function renderDrawnFrames(): string {
  const frame = (key: string, heading: ScreenHeading) => {
    const html = withTheme(
      <FrameLayout navbarWidth={sidebarWidth(true)}>
        <PageLoader heading={heading} />
      </FrameLayout>,
    )
      .replace(MANTINE_VARIABLES, '')
      .replace(MANTINE_CLASSES, '');
    return `<div data-frame="${key}">${html}</div>`;
  };
  const styles = MANTINE_VARIABLES.exec(withTheme(null))?.[0];
  if (!styles) throw new Error("Mantine's provider rendered no variables");
  return [
    styles,
    frame('/', dashboardHeading(false)),
    frame('returning:/', dashboardHeading(true)),
    frame('/tasks', SCREEN_HEADINGS.tasks),
    frame('/invoices', SCREEN_HEADINGS.invoices),
  ].join('');
}

/** The `<style>` of theme variables Mantine's provider renders on the server. */
const MANTINE_VARIABLES = /<style data-mantine-styles="true">[\s\S]*?<\/style>/;
/** Its `hiddenFrom`/`visibleFrom` rules, which the frame does not use. */
const MANTINE_CLASSES = /<style data-mantine-styles="classes">[\s\S]*?<\/style>/;
