/**
 * Runs `task` once the browser has painted the frame being rendered now; returns a cancel.
 * For work a screen needs soon but not in its first frame (a dialog's code): an effect of a
 * synchronous render runs before the browser paints, so the first cards would wait for it.
 */
export function afterNextPaint(task: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  // The frame's callbacks run just before it is painted; a task queued there runs after.
  const frame = requestAnimationFrame(() => {
    timer = setTimeout(task, 0);
  });
  return () => {
    cancelAnimationFrame(frame);
    if (timer !== undefined) clearTimeout(timer);
  };
}

/**
 * Runs `task` once the browser has shown the page's first text or image, or after
 * `waitMs` at most; returns a cancel. For code that would replace what is on screen: text
 * taken off the page before the browser has reported its paint does not count as painted
 * (Chromium drops its record), so the page's largest paint would wait for its replacement.
 */
export function afterFirstContentfulPaint(task: () => void, waitMs = 150): () => void {
  const painted = () => performance.getEntriesByName('first-contentful-paint').length > 0;
  if (
    typeof PerformanceObserver === 'undefined' ||
    !PerformanceObserver.supportedEntryTypes?.includes('paint') ||
    painted()
  ) {
    return afterNextPaint(task);
  }
  let done = false;
  const run = () => {
    if (done) return;
    done = true;
    observer.disconnect();
    clearTimeout(timer);
    task();
  };
  const observer = new PerformanceObserver(() => {
    if (painted()) run();
  });
  observer.observe({ type: 'paint' });
  const timer = setTimeout(run, waitMs);
  return () => {
    done = true;
    observer.disconnect();
    clearTimeout(timer);
  };
}
