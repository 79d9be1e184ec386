// @vitest-environment happy-dom
import { onlineManager } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { isOnline, serverAnswered, serverUnreachable } from './connection';

// navigator.onLine stays true on a network that answers nothing (decision 195).
describe('connection', () => {
  afterEach(() => {
    serverAnswered();
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('is offline after a request got no answer, though the browser says online', () => {
    expect(navigator.onLine).toBe(true);
    expect(isOnline()).toBe(true);
    serverUnreachable();
    expect(isOnline()).toBe(false);
    expect(onlineManager.isOnline()).toBe(false);
    serverAnswered();
    expect(isOnline()).toBe(true);
  });

  it('asks the server again until it answers', async () => {
    vi.useFakeTimers();
    const fetch = vi.fn().mockRejectedValueOnce(new TypeError('Failed to fetch'));
    fetch.mockResolvedValue(new Response('{}'));
    vi.stubGlobal('fetch', fetch);
    serverUnreachable();
    await vi.advanceTimersByTimeAsync(5_000);
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(isOnline()).toBe(false);
    await vi.advanceTimersByTimeAsync(5_000);
    expect(fetch).toHaveBeenCalledTimes(2);
    expect(isOnline()).toBe(true);
    await vi.advanceTimersByTimeAsync(15_000);
    expect(fetch).toHaveBeenCalledTimes(2);
  });
});
