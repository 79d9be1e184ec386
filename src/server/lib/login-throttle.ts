// Counts failed sign-ins per client address and per username. After too many
// failures in the window, further attempts are refused until it passes, which
// slows password guessing from one address and against one account alike.

export interface LoginThrottleOptions {
  maxFailures: number;
  windowMs: number;
}

interface Entry {
  failures: number;
  windowStart: number;
}

export class LoginThrottle {
  private readonly entries = new Map<string, Entry>();

  constructor(
    private readonly options: LoginThrottleOptions = { maxFailures: 5, windowMs: 15 * 60_000 },
    private readonly now: () => number = Date.now,
  ) {}

  /** Milliseconds until another attempt is allowed for these keys, or 0. */
  retryAfterMs(keys: string[]): number {
    let wait = 0;
    for (const key of keys) {
      const entry = this.current(key);
      if (entry && entry.failures >= this.options.maxFailures) {
        wait = Math.max(wait, entry.windowStart + this.options.windowMs - this.now());
      }
    }
    return wait;
  }

  recordFailure(keys: string[]): void {
    for (const key of keys) {
      const entry = this.current(key) ?? { failures: 0, windowStart: this.now() };
      entry.failures += 1;
      this.entries.set(key, entry);
    }
    this.prune();
  }

  reset(keys: string[]): void {
    for (const key of keys) this.entries.delete(key);
  }

  private current(key: string): Entry | undefined {
    const entry = this.entries.get(key);
    if (entry && this.now() - entry.windowStart >= this.options.windowMs) {
      this.entries.delete(key);
      return undefined;
    }
    return entry;
  }

  // Bounded memory under a flood of distinct usernames or addresses.
  private prune(): void {
    if (this.entries.size <= 10_000) return;
    for (const key of this.entries.keys()) {
      this.current(key);
      if (this.entries.size <= 5_000) break;
    }
    if (this.entries.size > 10_000) this.entries.clear();
  }
}
