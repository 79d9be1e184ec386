import { QueryObserver } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { createQueryClient } from './query-client';

describe('query client defaults', () => {
  it('does not refetch fresh data when a screen mounts again', async () => {
    const client = createQueryClient();
    const queryFn = vi.fn().mockResolvedValue(['a']);
    await client.fetchQuery({ queryKey: ['/api/things'], queryFn });
    const observer = new QueryObserver(client, { queryKey: ['/api/things'], queryFn });
    const unsubscribe = observer.subscribe(() => {});
    await Promise.resolve();
    expect(queryFn).toHaveBeenCalledTimes(1);
    unsubscribe();
  });

  it('refetches a query invalidated while no screen showed it, once it is shown again', async () => {
    const client = createQueryClient();
    const queryFn = vi.fn().mockResolvedValueOnce(['old']).mockResolvedValueOnce(['new']);
    await client.fetchQuery({ queryKey: ['/api/things'], queryFn });
    await client.invalidateQueries({ queryKey: ['/api/things'] });
    expect(queryFn).toHaveBeenCalledTimes(1);

    const observer = new QueryObserver(client, { queryKey: ['/api/things'], queryFn });
    const results: unknown[] = [];
    const unsubscribe = observer.subscribe((result) => results.push(result.data));
    await vi.waitFor(() => expect(client.getQueryData(['/api/things'])).toEqual(['new']));
    expect(queryFn).toHaveBeenCalledTimes(2);
    unsubscribe();
  });

  it('never retries a failed call', async () => {
    const client = createQueryClient();
    const queryFn = vi.fn().mockRejectedValue(new Error('500: boom'));
    await expect(client.fetchQuery({ queryKey: ['/api/x'], queryFn })).rejects.toThrow('500: boom');
    expect(queryFn).toHaveBeenCalledTimes(1);
  });
});
