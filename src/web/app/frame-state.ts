import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useEffect, useLayoutEffect, useState, type ComponentType } from 'react';
import { afterLargestPaintSince, afterNextPaint } from '../lib/after-next-paint';
import { paths } from '../lib/paths';
import { screenPath } from '../lib/screen-headings';
import { DRAWN_FRAME_ID } from './frame-layout';

// What the frame before the shell has drawn on this page (decisions 232, 233): the skeleton
// it draws, and when it drew what it shows until the shell takes over. One of each per page.

/** A feature's first-paint door (decision 233): its skeleton, once its first page is in. */
interface FirstPaintDoor {
  screenSkeleton: (client: QueryClient, search: string) => Promise<ComponentType>;
}

// The screens whose first paint is their content, not their heading: Updates draws its
// newest notes while its code loads (decision 226). The frame draws that skeleton with its
// first page; both come in well before the shell's ~50 files (decision 233).
const FIRST_PAINT_DOORS: Partial<Record<string, () => Promise<FirstPaintDoor>>> = {
  [paths.updates]: () => import('../features/updates/first-paint'),
};

/**
 * Starts running the code of the skeleton of the screen at `pathname`, if it has one, as
 * the entry starts (decision 244): `first-screen.js` has asked for its files, and the
 * modules are then ready when the session check's answer draws the frame, which can draw
 * the skeleton in that same render instead of in one of its own after it.
 */
export function startFrameSkeletonCode(pathname: string): void {
  void FIRST_PAINT_DOORS[screenPath(pathname)]?.().catch(() => undefined);
}

interface Loading {
  done: Promise<void>;
  settled: boolean;
  Skeleton?: ComponentType;
  /** Until when (`performance.now()`) the frame draws nothing rather than its heading alone. */
  waitUntil: number;
}

/**
 * How long the frame waits for its skeleton before it draws the heading alone. Its files
 * and first page are usually in by then: one render draws the heading and the notes,
 * instead of one for the heading and another for the notes after it (decision 244).
 */
const SKELETON_WAIT_MS = 300;

// One load per page: the frame is drawn in several places in turn (the router's loader, its
// Suspense fallback, the kept lists' read-back), and each draws the skeleton at once.
const loads = new Map<() => Promise<FirstPaintDoor>, Loading>();

// The shell's code starts once the frame's content has been painted (afterFramePainted).
// `null`: it draws no text (a field user's home has no fixed heading), no paint to wait for.
let frameDrawnAt: (at: number | null) => void = () => undefined;
const frameDrawn = new Promise<number | null>((resolve) => {
  frameDrawnAt = resolve;
});

/** The longest the shell's code waits for the frame (a hidden tab, a slow first page). */
const FRAME_WAIT_MS = 400;

/**
 * Runs `task` once the frame's content has been painted, or after `waitMs` at most; returns
 * a cancel. Code that replaced it sooner would hold that paint back (decision 232).
 */
export function afterFramePainted(task: () => void, waitMs = FRAME_WAIT_MS): () => void {
  let done = false;
  let cancelPaint: (() => void) | undefined;
  const run = () => {
    if (done) return;
    done = true;
    clearTimeout(timer);
    cancelPaint?.();
    task();
  };
  const timer = setTimeout(run, waitMs);
  void frameDrawn.then((at) => {
    if (done) return;
    cancelPaint = at === null ? afterNextPaint(run) : afterLargestPaintSince(at, run);
  });
  return () => {
    done = true;
    clearTimeout(timer);
    cancelPaint?.();
  };
}

let drawnFrame: boolean | undefined;
// The app's frames that keep the frame first-screen.js drew: while they wait for their
// skeleton, and once they would draw what it shows already (decision 253).
let framesKeeping = 0;

/** Whether an app frame keeps the frame first-screen.js drew on the page. */
export const drawnFrameKept = () => framesKeeping > 0;

/**
 * Takes off the page the frame `static/first-screen.js` drew before the app's code ran
 * (decision 242), in the app's first drawing of anything else: the shell, or whatever the
 * app draws instead. True if there was one.
 */
export function takeDrawnFrame(): boolean {
  if (drawnFrame === undefined) {
    const element = document.getElementById(DRAWN_FRAME_ID);
    drawnFrame = !!element;
    element?.remove();
  }
  return drawnFrame;
}

/** When first-screen.js drew the frame still on the page (`performance.now()`), or null. */
function drawnFrameAt(): number | null {
  if (drawnFrame !== undefined) return null;
  const at = document.getElementById(DRAWN_FRAME_ID)?.getAttribute('data-drawn-at');
  return at ? Number(at) : null;
}

/**
 * Starts loading the skeleton of the screen at `pathname`, if it has one, once per page: the
 * router calls it while the session check is still answering, so the frame's first drawing
 * can have it. The address it first loads for is the one the frame draws.
 */
export function startFrameSkeleton(pathname: string, search: string, client: QueryClient) {
  const door = FIRST_PAINT_DOORS[screenPath(pathname)];
  if (!door) return undefined;
  let loading = loads.get(door);
  if (!loading) {
    const started: Loading = {
      settled: false,
      done: Promise.resolve(),
      waitUntil: performance.now() + SKELETON_WAIT_MS,
    };
    // If it cannot load, the frame keeps its plain skeleton; the shell reports a failure.
    started.done = door()
      .then((code) => code.screenSkeleton(client, search))
      .then(
        (Skeleton) => {
          started.Skeleton = Skeleton;
          started.settled = true;
        },
        () => {
          started.settled = true;
        },
      );
    loads.set(door, started);
    loading = started;
  }
  return loading;
}

/**
 * The skeleton of the screen at `pathname`, once it is ready to draw, if it has one;
 * `waiting` while the frame draws nothing yet, for a moment, in case it comes. Once
 * the frame shows what it will show until the shell takes over (with `heading` or not), it
 * records when, for afterFramePainted.
 */
export function useFrameSkeleton(pathname: string, search: string, heading: boolean) {
  const client = useQueryClient();
  const [loading] = useState(() => startFrameSkeleton(pathname, search, client));
  const [settled, setSettled] = useState(loading?.settled ?? true);
  const [waiting, setWaiting] = useState(
    () => !!loading && !loading.settled && performance.now() < loading.waitUntil,
  );
  useEffect(() => {
    if (!loading || loading.settled) return;
    let active = true;
    void loading.done.then(() => active && setSettled(true));
    const timer = setTimeout(() => setWaiting(false), loading.waitUntil - performance.now());
    return () => {
      active = false;
      clearTimeout(timer);
    };
  }, [loading]);
  const Skeleton = settled ? loading?.Skeleton : undefined;
  const drawsText = !!Skeleton || heading;
  const drawsNothing = waiting && !settled;
  // What first-screen.js drew before this frame drew anything is the same frame, heading and
  // first notes (decisions 242, 253): it stays, and this frame draws nothing, until the shell
  // replaces this frame. Drawing it again took the main thread ~50-150 ms on a desktop, and
  // text taken off before the browser has reported its paint does not count as painted.
  const keptAt = drawsNothing ? null : drawnFrameAt();
  const keeps = drawsNothing || keptAt !== null;
  // Taken off when this frame is replaced or draws after all, in that commit, before the
  // paint.
  useLayoutEffect(() => {
    if (!keeps) return;
    framesKeeping++;
    return () => {
      framesKeeping--;
      takeDrawnFrame();
    };
  }, [keeps]);
  // Before the browser paints, so the paint that follows counts as the frame's.
  useLayoutEffect(() => {
    if (drawsNothing) return;
    if (keptAt !== null) {
      frameDrawnAt(keptAt);
      return;
    }
    const drawnBefore = takeDrawnFrame();
    if (settled) frameDrawnAt(drawsText && !drawnBefore ? performance.now() : null);
  }, [settled, drawsText, drawsNothing, keptAt]);
  return { Skeleton, waiting: keeps };
}
