// @vitest-environment happy-dom
import fs from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type EarlyWindow, markAppStarted, takeEarlyAnswer } from './api-client';

// `static/first-screen.js` is async: on a cold page it can run after the app's own code,
// which has then asked for itself; it must not ask everything a second time (decision 205).
const script = fs.readFileSync(path.resolve('src/web/static/first-screen.js'), 'utf8');
const runFirstScreen = () => new Function(script)() as void;

describe('answers asked before the app starts', () => {
  afterEach(() => {
    delete (window as EarlyWindow).__sitebookEarly;
    vi.unstubAllGlobals();
  });

  it('first-screen.js asks for the session, and the app takes that answer once', async () => {
    const fetch = vi.fn(() => Promise.resolve(new Response('{"user":null}')));
    vi.stubGlobal('fetch', fetch);
    runFirstScreen();
    expect(fetch).toHaveBeenCalledWith('/api/auth/session', expect.anything());
    markAppStarted();
    const early = takeEarlyAnswer('/api/auth/session');
    expect(early).toBeDefined();
    expect(await (await early!).json()).toEqual({ user: null });
    expect(takeEarlyAnswer('/api/auth/session')).toBeUndefined();
  });

  it('first-screen.js asks nothing once the app has started', () => {
    const fetch = vi.fn(() => Promise.resolve(new Response('{}')));
    vi.stubGlobal('fetch', fetch);
    markAppStarted();
    runFirstScreen();
    expect(fetch).not.toHaveBeenCalled();
    expect(takeEarlyAnswer('/api/auth/session')).toBeUndefined();
  });
});
