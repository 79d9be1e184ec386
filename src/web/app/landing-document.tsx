import { MantineProvider } from '@mantine/core';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import { accessibleColors } from './accessible-colors';
import { theme } from './theme';
import LandingPage from '../public/landing-page';
import { SHARE_ICONS, ShareFrame } from '../public/share/share-frame';

/**
 * The landing page as HTML, rendered once at build time (scripts/lib/prerender-landing.ts,
 * decision 206): a signed-out visitor to `/` gets the page itself, painted as soon as it
 * and the stylesheet arrive, without downloading React and Mantine to show static text.
 * The same component is what the app shows at every other signed-out path.
 */
export function renderLanding(): string {
  return renderToString(
    <MantineProvider
      theme={theme}
      defaultColorScheme="light"
      cssVariablesResolver={accessibleColors}
    >
      <StaticRouter location="/">
        <LandingPage />
      </StaticRouter>
    </MantineProvider>,
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
    renderToString(
      <MantineProvider
        theme={theme}
        defaultColorScheme="light"
        cssVariablesResolver={accessibleColors}
      >
        <ShareFrame />
      </MantineProvider>,
    ) + `<svg xmlns="http://www.w3.org/2000/svg" hidden>${sprite}</svg>`
  );
}
