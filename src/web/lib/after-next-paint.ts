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
 * Runs `task` once the browser has reported the page's largest paint so far at or after
 * `since` (a `performance.now()` time); returns a cancel. For code that would replace what was
 * just drawn: text taken off the page before the browser has reported its paint does not
 * count as painted (Chromium drops its record), so the page's largest paint would wait for its
 * replacement. What was drawn may not be larger than what is painted already, and then no
 * report comes: the caller bounds the wait.
 */
export function afterLargestPaintSince(since: number, task: () => void): () => void {
  if (
    typeof PerformanceObserver === 'undefined' ||
    !PerformanceObserver.supportedEntryTypes?.includes('largest-contentful-paint')
  ) {
    return afterNextPaint(task);
  }
  const observer = new PerformanceObserver((list) => {
    if (list.getEntries().some((entry) => entry.startTime >= since)) {
      observer.disconnect();
      task();
    }
  });
  observer.observe({ type: 'largest-contentful-paint', buffered: true });
  return () => observer.disconnect();
}
