import { ipNetwork } from './ip-network.js';

// Counts failed sign-ins per key (client address, username, trusted device).
// After too many failures in the window, further attempts are refused until it
// passes, which slows password guessing (decision 002).

export interface LoginThrottleOptions {
  maxFailures: number;
  windowMs: number;
}

interface Entry {
  failures: number;
  windowStart: number;
}

export type Attempt =
  | { allowed: false; retryAfterMs: number }
  | {
      allowed: true;
      /** The password was right: this attempt no longer counts as a failure. */
      succeeded(): void;
    };

/** Entries kept before pruning starts, and how many pruning leaves (locks aside). */
const MAX_ENTRIES = 10_000;
const PRUNED_ENTRIES = 5_000;

export class LoginThrottle {
  private readonly entries = new Map<string, Entry>();

  constructor(
    private readonly options: LoginThrottleOptions = { maxFailures: 5, windowMs: 15 * 60_000 },
    private readonly now: () => number = Date.now,
  ) {}

  /**
   * Admits an attempt and counts it as a failure before the password is checked,
   * so guesses sent at once cannot all pass the limit while the first are still
   * hashing: at most `maxFailures` checks per key and window.
   */
  attempt(keys: string[]): Attempt {
    const retryAfterMs = this.retryAfterMs(keys);
    if (retryAfterMs > 0) return { allowed: false, retryAfterMs };
    this.recordFailure(keys);
    let counted = keys.map((key) => [key, this.entries.get(key)] as const);
    return {
      allowed: true,
      succeeded: () => {
        const withdrawn = counted;
        counted = [];
        for (const [key, entry] of withdrawn) {
          // Only while the window it was counted in is still the current one.
          if (entry && this.entries.get(key) === entry && entry.failures > 0) entry.failures -= 1;
        }
      },
    };
  }

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

  private locked(entry: Entry): boolean {
    return entry.failures >= this.options.maxFailures;
  }

  /**
   * Bounded memory under a flood of distinct usernames or addresses: past the cap,
   * expired entries go first, then the oldest entries that lock nothing. A lock is
   * never dropped, or whoever fills the table from many addresses would lift the
   * lock on the username they are guessing. Each lock costs its maker
   * `maxFailures` admitted attempts and ends with its window.
   */
  private prune(): void {
    if (this.entries.size <= MAX_ENTRIES) return;
    for (const key of this.entries.keys()) this.current(key);
    // A Map keeps insertion order, and an entry is inserted when its window starts.
    for (const [key, entry] of this.entries) {
      if (this.entries.size <= PRUNED_ENTRIES) break;
      if (!this.locked(entry)) this.entries.delete(key);
    }
  }
}

export interface SignInKeys {
  /** The counters a sign-in attempt is charged to. */
  charged: string[];
  /** The client's own counters, which a successful sign-in clears. */
  own: string[];
}

/**
 * A browser holding a valid device cookie for this username (it signed in here
 * before) is charged only to its own device counter, so strangers who lock the
 * username or share its address cannot lock it out. Everyone else is charged per
 * address (per /64 for IPv6) and per username. The username counter is never
 * cleared by a success: the owner signing in must not hand a guesser elsewhere a
 * fresh set of tries.
 */
export function signInKeys(client: {
  ip: string;
  username: string;
  deviceId: string | null;
}): SignInKeys {
  if (client.deviceId) {
    const device = `device:${client.deviceId}`;
    return { charged: [device], own: [device] };
  }
  // An IPv6 subscriber holds a whole /64: its addresses share one budget.
  const address = `ip:${ipNetwork(client.ip, { ipv4: 32, ipv6: 64 }) ?? client.ip}`;
  return { charged: [address, `user:${client.username.toLowerCase()}`], own: [address] };
}
