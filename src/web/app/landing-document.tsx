import { MantineProvider } from '@mantine/core';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import { accessibleColors } from './accessible-colors';
import { theme } from './theme';
import LandingPage from '../public/landing-page';

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
