// @vitest-environment happy-dom
import { renderHook } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { useReturningVisitor } from './use-returning-visitor';

describe('useReturningVisitor', () => {
  beforeEach(() => localStorage.clear());

  it('is false on a first visit and true once the person has been here', () => {
    const first = renderHook(() => useReturningVisitor('u1'));
    expect(first.result.current).toBe(false);
    first.unmount();
    expect(renderHook(() => useReturningVisitor('u1')).result.current).toBe(true);
    // Another person on the same device has not been here yet.
    expect(renderHook(() => useReturningVisitor('u2')).result.current).toBe(false);
  });
});
