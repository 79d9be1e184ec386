// @vitest-environment happy-dom
import fs from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { EarlyWindow } from '../lib/api-client';
import { DRAWN_FRAME_ID } from './frame-layout';
import { renderDrawnFrames } from './landing-document';

// Decision 242: once the session has answered, `static/first-screen.js` draws the shell's
// frame with the screen's heading from the frames the build rendered into the page, for
// the people whose screen that is; the app's first drawing takes it off (frame-state.ts).
const script = fs.readFileSync(path.resolve('src/web/static/first-screen.js'), 'utf8');
const frames = renderDrawnFrames();

type Role = 'owner' | 'office' | 'field';

/** A new page at `pathname`; `appDrawn`: the app drew before the session's answer came. */
async function openPage(pathname: string, user: { id: string; role: Role } | null, appDrawn = '') {
  delete (window as EarlyWindow).__sitebookEarly;
  window.history.replaceState(null, '', pathname);
  document.head.innerHTML = '<script type="application/json" id="first-screen">{}</script>';
  document.body.innerHTML = `<div id="root">${appDrawn}</div><template id="drawn-frames">${frames}</template>`;
  vi.stubGlobal(
    'fetch',
    vi.fn((url: string) =>
      Promise.resolve(new Response(url === '/api/auth/session' ? JSON.stringify({ user }) : '[]')),
    ),
  );
  new Function(script)();
  // The session's answer, read and parsed, then the drawing.
  await new Promise((resolve) => setTimeout(resolve, 20));
}

const drawn = () => document.getElementById(DRAWN_FRAME_ID);
const headingDrawn = () => drawn()?.querySelector('h1')?.textContent ?? null;
const lineDrawn = () => drawn()?.querySelector('h1 + p')?.textContent ?? null;

describe('the frame drawn before the app', () => {
  afterEach(() => {
    delete (window as EarlyWindow).__sitebookEarly;
    vi.unstubAllGlobals();
    localStorage.clear();
    document.cookie = 'sidebar_state=; max-age=0; path=/';
    document.body.innerHTML = '';
    window.history.replaceState(null, '', '/');
  });

  it('draws the dashboard for the office, greeting a returning visitor as the app does', async () => {
    await openPage('/', { id: 'u1', role: 'office' });
    expect(headingDrawn()).toBe('Dashboard');
    expect(lineDrawn()).toBe("Welcome to Sitebook! Here's your project summary and key metrics.");
    // With the theme's variables, before the app has put its own in.
    expect(drawn()!.querySelector('style')?.textContent).toContain('--mantine-color-dimmed');

    localStorage.setItem('sitebook-visited-u1', '2026-12-01T08:00:00.000Z');
    await openPage('/', { id: 'u1', role: 'office' });
    expect(lineDrawn()).toBe("Welcome back! Here's your project summary and key metrics.");
  });

  it('draws Tasks for every role, and the dashboard and Invoices only for the office', async () => {
    await openPage('/tasks', { id: 'u2', role: 'field' });
    expect(headingDrawn()).toBe('Daily Task Tracker');
    await openPage('/invoices', { id: 'u2', role: 'field' });
    expect(drawn()).toBeNull();
    await openPage('/', { id: 'u2', role: 'field' });
    expect(drawn()).toBeNull();
    await openPage('/invoices/', { id: 'u3', role: 'owner' });
    expect(headingDrawn()).toBe('Invoices');
  });

  it('draws nothing for a visitor, nor on a screen without a frame of its own, nor Updates without its notes', async () => {
    await openPage('/tasks', null);
    expect(drawn()).toBeNull();
    await openPage('/updates', { id: 'u3', role: 'owner' });
    expect(drawn()).toBeNull();
    await openPage('/projects', { id: 'u3', role: 'owner' });
    expect(drawn()).toBeNull();
  });

  it('draws the sidebar as narrow as its cookie says', async () => {
    await openPage('/tasks', { id: 'u3', role: 'owner' });
    const width = () =>
      drawn()!.querySelector<HTMLElement>('[style*="--frame-navbar-width"]')!.style;
    expect(width().getPropertyValue('--frame-navbar-width')).toBe('16rem');
    document.cookie = 'sidebar_state=false; path=/';
    await openPage('/tasks', { id: 'u3', role: 'owner' });
    expect(width().getPropertyValue('--frame-navbar-width')).toBe('3rem');
  });

  it('draws nothing once the app has drawn, and the app takes a drawn frame off once', async () => {
    await openPage('/tasks', { id: 'u3', role: 'owner' });
    expect(drawn()).not.toBeNull();
    const { takeDrawnFrame } = await import('./frame-state');
    expect(takeDrawnFrame()).toBe(true);
    expect(drawn()).toBeNull();
    // Asked again (its frame, then the router, in the same drawing): nothing more to do.
    expect(takeDrawnFrame()).toBe(true);

    await openPage('/tasks', { id: 'u3', role: 'owner' }, '<main>the app</main>');
    expect(drawn()).toBeNull();
  });
});
