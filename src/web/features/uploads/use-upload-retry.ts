import { useEffect, useRef, useState } from 'react';

/** A random token for the Idempotency-Key header (also where crypto.randomUUID is missing: plain http). */
export function newIdempotencyKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** Delays of the automatic retries after a network failure. */
export const RETRY_DELAYS_MS = [2000, 4000, 8000];

/**
 * Retry state for one logical save: the Idempotency-Key it keeps across
 * attempts, whether the last attempt failed for a network reason, and
 * automatic retries (with backoff, and as soon as the browser is back online).
 */
export function useUploadRetry() {
  const keyRef = useRef(newIdempotencyKey());
  const [networkFailed, setNetworkFailed] = useState(false);
  const failedRef = useRef(false);
  const mark = (failed: boolean) => {
    failedRef.current = failed;
    setNetworkFailed(failed);
  };
  const autoRetries = useRef(0);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const pendingRun = useRef<(() => void) | null>(null);

  const runPending = () => {
    clearTimeout(timer.current);
    const run = pendingRun.current;
    pendingRun.current = null;
    run?.();
  };

  useEffect(() => {
    window.addEventListener('online', runPending);
    return () => {
      window.removeEventListener('online', runPending);
      clearTimeout(timer.current);
      pendingRun.current = null;
    };
  }, []);

  return {
    key: () => keyRef.current,
    networkFailed,
    /** Whether the previous attempt already failed offline (read at call time, not render time). */
    alreadyFailedOffline: () => failedRef.current,
    /** Call when an attempt starts (cancels a scheduled retry). */
    started() {
      clearTimeout(timer.current);
      pendingRun.current = null;
    },
    /** The attempt got no answer: offer a retry and schedule one. */
    failedOffline(run: () => void) {
      mark(true);
      pendingRun.current = run;
      const delay = RETRY_DELAYS_MS[autoRetries.current];
      if (delay !== undefined) {
        autoRetries.current += 1;
        timer.current = setTimeout(runPending, delay);
      }
    },
    /** The server answered with an error: nothing to retry automatically. */
    failedAnswered() {
      mark(false);
    },
    retryNow: runPending,
    /** Saved: the next save is a new logical request. */
    succeeded() {
      keyRef.current = newIdempotencyKey();
      autoRetries.current = 0;
      mark(false);
    },
  };
}
