import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';

// List filters live in the address (issue 18): a reload or a shared link shows the same
// list. Each filter is one search parameter; an empty value removes it.

export type UrlFilters<K extends string> = Record<K, string | undefined>;

/**
 * The named search parameters as filters, and a setter that changes some of them
 * (replacing the history entry, so Back leaves the list instead of undoing a filter).
 * `allowed` turns a value the screen does not know (a hand-edited link) into no filter.
 */
export function useUrlFilters<K extends string>(
  keys: readonly K[],
  allowed: Partial<Record<K, readonly string[]>> = {},
) {
  const [params, setParams] = useSearchParams();
  const serialized = params.toString();
  const filters = useMemo(() => {
    const values = {} as UrlFilters<K>;
    for (const key of keys) {
      const value = params.get(key) || undefined;
      const known = allowed[key];
      values[key] = value !== undefined && known && !known.includes(value) ? undefined : value;
    }
    return values;
    // `params` is a new object on every render; its text decides.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [serialized]);

  const setFilters = useCallback(
    (patch: Partial<Record<K, string | null | undefined>>) =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          for (const [key, value] of Object.entries(patch) as [K, string | null | undefined][]) {
            if (value) next.set(key, value);
            else next.delete(key);
          }
          return next;
        },
        { replace: true },
      ),
    [setParams],
  );

  return [filters, setFilters] as const;
}
