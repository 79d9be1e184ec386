import { MantineProvider } from '@mantine/core';
import { escapeHtml } from '../../core/escape-html';
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
import { updatesDrawnFrame } from '../features/updates';

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
 * from the sidebar's cookie. Updates' frame is its skeleton with an empty list, which the
 * script fills with the first notes from the templates named by `data-template` in the
 * element `data-parts="/updates"` (features/updates/drawn-notes.ts, decision 253).
 */
export function renderDrawnFrames(): string {
  const html = (node: ReactNode) =>
    withTheme(<StaticRouter location="/">{node}</StaticRouter>)
      .replace(MANTINE_VARIABLES, '')
      .replace(MANTINE_CLASSES, '');
  const frame = (key: string, content: ReactNode) =>
    `<div data-frame="${key}">${html(
      <FrameLayout navbarWidth={sidebarWidth(true)}>{content}</FrameLayout>,
    )}</div>`;
  const heading = (key: string, screen: ScreenHeading) =>
    frame(key, <PageLoader heading={screen} />);
  const styles = MANTINE_VARIABLES.exec(withTheme(null))?.[0];
  if (!styles) throw new Error("Mantine's provider rendered no variables");
  // Updates draws its first notes in its frame (decision 253), from these parts.
  const updates = updatesDrawnFrame();
  const templates = Object.entries(updates.templates)
    .map(([name, node]) => `<div data-template="${name}">${html(node)}</div>`)
    .join('');
  return [
    styles,
    heading('/', dashboardHeading(false)),
    heading('returning:/', dashboardHeading(true)),
    heading('/tasks', SCREEN_HEADINGS.tasks),
    heading('/invoices', SCREEN_HEADINGS.invoices),
    frame('/updates', updates.content),
    `<div data-parts="/updates" data-dates="${escapeHtml(JSON.stringify(updates.dates))}">${templates}</div>`,
  ].join('');
}

/** The `<style>` of theme variables Mantine's provider renders on the server. */
const MANTINE_VARIABLES = /<style data-mantine-styles="true">[\s\S]*?<\/style>/;
/** Its `hiddenFrom`/`visibleFrom` rules, which the frame does not use. */
const MANTINE_CLASSES = /<style data-mantine-styles="classes">[\s\S]*?<\/style>/;
