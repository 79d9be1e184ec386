import { describe, expect, it } from 'vitest';
import { LoginThrottle, signInKeys } from './login-throttle.js';

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

  it('counts an attempt before the password is checked, so concurrent guesses cannot overrun the limit', () => {
    const throttle = new LoginThrottle({ maxFailures: 3, windowMs: 60_000 }, () => 0);
    // Ten attempts admitted before any check finishes: only three get through.
    const attempts = Array.from({ length: 10 }, () => throttle.attempt(['user:admin']));
    expect(attempts.filter((attempt) => attempt.allowed)).toHaveLength(3);
    expect(attempts[3]).toEqual({ allowed: false, retryAfterMs: 60_000 });
  });

  it('withdraws a successful attempt from the count, once', () => {
    const throttle = new LoginThrottle({ maxFailures: 2, windowMs: 60_000 }, () => 0);
    const failed = throttle.attempt(['user:admin']);
    const right = throttle.attempt(['user:admin']);
    expect(failed.allowed && right.allowed).toBe(true);
    if (!right.allowed) return;
    right.succeeded();
    right.succeeded();
    expect(throttle.attempt(['user:admin']).allowed).toBe(true);
    expect(throttle.attempt(['user:admin']).allowed).toBe(false);
  });

  it('does not let a success from an earlier window reduce the next window', () => {
    let now = 0;
    const throttle = new LoginThrottle({ maxFailures: 1, windowMs: 60_000 }, () => now);
    const old = throttle.attempt(['user:admin']);
    now = 60_000;
    expect(throttle.attempt(['user:admin']).allowed).toBe(true);
    if (old.allowed) old.succeeded();
    expect(throttle.attempt(['user:admin']).allowed).toBe(false);
  });

  it('keeps every lock, and forgets the oldest unlocked entries, when the table overflows', () => {
    const throttle = new LoginThrottle({ maxFailures: 2, windowMs: 60_000 }, () => 0);
    throttle.recordFailure(['ip:198.51.100.1', 'user:owner']);
    throttle.recordFailure(['ip:198.51.100.2', 'user:owner']);
    throttle.recordFailure(['ip:198.51.100.3']);
    // An attacker with many addresses fills the table far past its cap.
    for (let i = 0; i < 25_000; i++) throttle.recordFailure([`ip:flood-${i}`]);
    expect(throttle.retryAfterMs(['user:owner'])).toBe(60_000);
    // The oldest unlocked entry was forgotten: one more failure does not lock it.
    throttle.recordFailure(['ip:198.51.100.3']);
    expect(throttle.retryAfterMs(['ip:198.51.100.3'])).toBe(0);
    // The newest was kept.
    throttle.recordFailure(['ip:flood-24999']);
    expect(throttle.retryAfterMs(['ip:flood-24999'])).toBe(60_000);
  });
});

describe('signInKeys', () => {
  it('charges a browser without a device cookie per address and per username', () => {
    expect(signInKeys({ ip: '1.2.3.4', username: 'Owner', deviceId: null })).toEqual({
      charged: ['ip:1.2.3.4', 'user:owner'],
      own: ['ip:1.2.3.4'],
    });
  });

  it('charges addresses in one IPv6 /64 to one counter, and an IPv4 address whole', () => {
    const throttle = new LoginThrottle({ maxFailures: 2, windowMs: 60_000 }, () => 0);
    const from = (ip: string, username: string) =>
      signInKeys({ ip, username, deviceId: null }).charged;
    throttle.recordFailure(from('2001:db8:0:7::1', 'a'));
    throttle.recordFailure(from('2001:db8::7:ffff:ffff:ffff:2', 'b'));
    expect(throttle.retryAfterMs(from('2001:db8:0:7:1234::3', 'c'))).toBe(60_000);
    expect(throttle.retryAfterMs(from('2001:db8:0:8::1', 'c'))).toBe(0);
    expect(from('2001:0DB8:0:7::1', 'a')[0]).toBe('ip:2001:db8:0:7::/64');
    expect(from('::ffff:203.0.113.9', 'a')[0]).toBe('ip:203.0.113.9');
    expect(from('203.0.113.10', 'a')[0]).toBe('ip:203.0.113.10');
  });

  it('charges a trusted device only to its own counter', () => {
    expect(signInKeys({ ip: '1.2.3.4', username: 'owner', deviceId: 'd1' })).toEqual({
      charged: ['device:d1'],
      own: ['device:d1'],
    });
  });
});
