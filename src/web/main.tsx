import './app/zod-without-eval';
import './app/mantine-first.css';
import './app/global.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { AppProviders } from './app/providers';
import { startFrameSkeletonCode } from './app/frame-state';
import { logCaughtError } from './app/load-failed';
import { AppRouter } from './app/router';
import { markAppStarted } from './lib/api-client';

markAppStarted();
startFrameSkeletonCode(window.location.pathname);

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element');

createRoot(container, { onCaughtError: logCaughtError }).render(
  <StrictMode>
    <AppProviders>
      <AppRouter />
    </AppProviders>
  </StrictMode>,
);

// The service worker caches the app shell for a weak site connection (production only:
// in development it would serve stale modules). Registered after the page's load, which
// may have come already: the page starts this code, on Updates once its first notes are
// drawn (static/first-screen.js, decision 255), and its load does not wait for it.
if ('serviceWorker' in navigator && import.meta.env.PROD) {
  const register = () => {
    navigator.serviceWorker.register('/sw.js').catch((error: unknown) => {
      console.warn('Service worker registration failed', error);
    });
  };
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register);
}
