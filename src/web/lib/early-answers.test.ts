// @vitest-environment happy-dom
import fs from 'node:fs';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type EarlyWindow, markAppStarted, takeEarlyAnswer } from './api-client';

// `static/first-screen.js` asks for the first screen before the app's code has arrived
// (decisions 205 and 221); should it ever run after the app, it must not ask again.
const script = fs.readFileSync(path.resolve('src/web/static/first-screen.js'), 'utf8');
const runFirstScreen = () => new Function(script)() as void;

describe('answers asked before the app starts', () => {
  // An early answer is taken only in the page's first 15 s. The test worker's clock counts
  // from when the worker started, and unit files share their worker (decision 247): the
  // page opened a moment ago, whatever ran before this file.
  let sincePageOpened: number;
  beforeEach(() => {
    sincePageOpened = 1_000;
    vi.spyOn(performance, 'now').mockImplementation(() => sincePageOpened);
  });
  afterEach(() => {
    delete (window as EarlyWindow).__sitebookEarly;
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
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

  it('an answer still untaken 15 s after the page opened is asked again', () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.resolve(new Response('{"user":null}'))),
    );
    runFirstScreen();
    markAppStarted();
    sincePageOpened = 15_001;
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

  describe('on Tasks, a screen that is the same for every role', () => {
    const calls = [
      '/api/tasks?status=pending&limit=50',
      '/api/tasks?status=completed&limit=50',
      '/api/tasks/counts',
      '/api/settings/locale',
    ];
    const onTasks = (session: string) => {
      window.history.replaceState(null, '', '/tasks');
      document.head.innerHTML =
        '<script type="application/json" id="first-screen">' +
        '{"signedIn":["/assets/half.js","/assets/half.css"],"/tasks":["/assets/tasks.js"]}</script>';
      let answer: (response: Response) => void = () => {};
      const fetch = vi.fn((url: string) =>
        url === '/api/auth/session'
          ? new Promise<Response>((resolve) => (answer = resolve))
          : Promise.resolve(new Response(url === '/api/auth/session' ? session : '[]')),
      );
      vi.stubGlobal('fetch', fetch);
      const idle: IdleRequestCallback[] = [];
      vi.stubGlobal('requestIdleCallback', (callback: IdleRequestCallback) => idle.push(callback));
      // As in the page: the script runs in the <head> while the parser is still at work.
      Object.defineProperty(document, 'readyState', { value: 'loading', configurable: true });
      runFirstScreen();
      return {
        fetch,
        answerSession: () => answer(new Response(session)),
        /** The browser's next idle moment, with `left` ms of it at each look. */
        idleMoment: (...left: number[]) => {
          const deadline = { didTimeout: false, timeRemaining: () => left.shift() ?? 0 };
          idle.splice(0).forEach((callback) => callback(deadline));
        },
      };
    };
    const asked = (fetch: ReturnType<typeof vi.fn>) => fetch.mock.calls.map(([url]) => url);
    const linked = (rel: string) =>
      [...document.head.querySelectorAll(`link[rel="${rel}"]`)].map((l) => l.getAttribute('href'));

    afterEach(() => {
      // The page finishes parsing, so what the script waits for is done before the next test.
      Object.defineProperty(document, 'readyState', { value: 'complete', configurable: true });
      document.dispatchEvent(new Event('readystatechange'));
      delete (document as { readyState?: unknown }).readyState;
      document.head.innerHTML = '';
      window.history.replaceState(null, '', '/');
    });

    it('asks for its calls and code before the session has answered', async () => {
      const { fetch, answerSession, idleMoment } = onTasks('{"user":{"id":"u1","role":"field"}}');
      expect(asked(fetch)).toEqual(expect.arrayContaining(['/api/auth/session', ...calls]));
      // The code in the page's first idle moment, not while the parser waits (decision 250).
      expect(linked('modulepreload')).toEqual([]);
      idleMoment(50, 50, 50);
      expect(linked('modulepreload')).toEqual(['/assets/half.js', '/assets/tasks.js']);
      // The half's style sheet must follow the entry's: linked once the parser is done.
      expect(linked('stylesheet')).toEqual([]);
      Object.defineProperty(document, 'readyState', { value: 'interactive', configurable: true });
      document.dispatchEvent(new Event('readystatechange'));
      expect(linked('stylesheet')).toEqual(['/assets/half.css']);
      answerSession();
      await new Promise((resolve) => setTimeout(resolve, 0));
      markAppStarted();
      for (const call of calls) expect(takeEarlyAnswer(call)).toBeDefined();
    });

    it('links its code a few files at a time, while each idle moment lasts', () => {
      const { idleMoment } = onTasks('{"user":{"id":"u1","role":"field"}}');
      // Time for one link: the rest waits for the next idle moment.
      idleMoment(10, 1);
      expect(linked('modulepreload')).toEqual(['/assets/half.js']);
      // The app's loader linked the screen's code meanwhile: it is not linked twice.
      const byApp = document.createElement('link');
      byApp.rel = 'modulepreload';
      byApp.href = '/assets/tasks.js';
      document.head.appendChild(byApp);
      idleMoment(50);
      expect(linked('modulepreload')).toEqual(['/assets/half.js', '/assets/tasks.js']);
    });

    it('drops those answers when the session has ended, so signing in asks again', async () => {
      const { answerSession } = onTasks('{"user":null}');
      answerSession();
      await new Promise((resolve) => setTimeout(resolve, 0));
      markAppStarted();
      for (const call of calls) expect(takeEarlyAnswer(call)).toBeUndefined();
    });
  });

  it("first-screen.js loads the locale's date formats while the page is idle (decision 243)", () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.resolve(new Response('{"user":null}'))),
    );
    const idle: (() => void)[] = [];
    vi.stubGlobal('requestIdleCallback', (callback: () => void) => idle.push(callback));
    const made: unknown[] = [];
    const Native = Intl.DateTimeFormat;
    // A function, not an arrow: the script calls it with `new`.
    vi.spyOn(Intl, 'DateTimeFormat').mockImplementation(function (
      ...args: ConstructorParameters<typeof Intl.DateTimeFormat>
    ) {
      made.push(args[0]);
      return new Native(...args);
    });
    runFirstScreen();
    // Not while the parser waits on this script: in the page's first idle moment.
    expect(made).toEqual([]);
    expect(idle).toHaveLength(1);
    idle[0]!();
    // The browser's own locale, as the app's formatters use (core/calendar-dates).
    expect(made).toEqual([undefined]);
  });
});
