import { describe, expect, it } from 'vitest';
import {
  generatePassword,
  hashPassword,
  passwordHashingStats,
  verifyPassword,
} from './passwords.js';

describe('passwords', () => {
  it('verifies the right password and rejects a wrong one', async () => {
    const stored = await hashPassword('correct horse battery');
    expect(stored).toMatch(/^scrypt\$/);
    expect(stored).not.toContain('correct horse battery');
    await expect(verifyPassword('correct horse battery', stored)).resolves.toBe(true);
    await expect(verifyPassword('correct horse batterY', stored)).resolves.toBe(false);
  });

  it('salts every hash', async () => {
    expect(await hashPassword('same password')).not.toBe(await hashPassword('same password'));
  });

  it('rejects malformed stored hashes without throwing', async () => {
    await expect(verifyPassword('x', 'not-a-hash')).resolves.toBe(false);
  });

  it('runs at most two hashes at once and queues the rest, so the thread pool keeps free threads', async () => {
    const stored = await hashPassword('queued password');
    const before = passwordHashingStats();
    const checks = Array.from({ length: 6 }, (_, i) => verifyPassword(`guess ${i}`, stored));
    expect(passwordHashingStats()).toMatchObject({
      requested: before.requested + 6,
      running: 2,
      waiting: 4,
    });
    expect(await Promise.all(checks)).toEqual(Array(6).fill(false));
    expect(passwordHashingStats()).toMatchObject({
      finished: before.finished + 6,
      running: 0,
      waiting: 0,
    });
  });

  it('generates long random passwords', () => {
    const password = generatePassword();
    expect(password.length).toBeGreaterThanOrEqual(20);
    expect(generatePassword()).not.toBe(password);
  });
});
