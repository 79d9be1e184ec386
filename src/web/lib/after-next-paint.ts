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
