import { describe, expect, it } from 'vitest';
import { LoginThrottle } from './login-throttle.js';

describe('LoginThrottle', () => {
  it('blocks after the allowed failures and lifts the block when the window passes', () => {
    let now = 1_000;
    const throttle = new LoginThrottle({ maxFailures: 3, windowMs: 60_000 }, () => now);
    const keys = ['ip:1.2.3.4', 'user:admin'];
    throttle.recordFailure(keys);
    throttle.recordFailure(keys);
    expect(throttle.retryAfterMs(keys)).toBe(0);
    throttle.recordFailure(keys);
    expect(throttle.retryAfterMs(keys)).toBe(60_000);
    now += 59_000;
    expect(throttle.retryAfterMs(keys)).toBe(1_000);
    now += 1_000;
    expect(throttle.retryAfterMs(keys)).toBe(0);
  });

  it('blocks a username tried from many addresses', () => {
    const throttle = new LoginThrottle({ maxFailures: 2, windowMs: 60_000 }, () => 0);
    throttle.recordFailure(['ip:a', 'user:admin']);
    throttle.recordFailure(['ip:b', 'user:admin']);
    expect(throttle.retryAfterMs(['ip:c', 'user:admin'])).toBeGreaterThan(0);
    expect(throttle.retryAfterMs(['ip:c', 'user:other'])).toBe(0);
  });

  it('forgets failures after a successful sign-in', () => {
    const throttle = new LoginThrottle({ maxFailures: 1, windowMs: 60_000 }, () => 0);
    throttle.recordFailure(['user:admin']);
    throttle.reset(['user:admin']);
    expect(throttle.retryAfterMs(['user:admin'])).toBe(0);
  });
});
