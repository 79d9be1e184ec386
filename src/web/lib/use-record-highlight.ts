import { useEffect } from 'react';
import { useSearchParams } from 'react-router';

/**
 * The record a screen was opened for (`?id=` from search). Give the matching
 * element `data-record-id={id}` and the `record-highlight` class; once `found`
 * is true it is scrolled into view.
 */
export function useRecordHighlight(found: (id: string) => boolean): string | null {
  const [params] = useSearchParams();
  const id = params.get('id');
  const isFound = id !== null && found(id);
  useEffect(() => {
    if (!id || !isFound) return;
    const element = document.querySelector(`[data-record-id="${CSS.escape(id)}"]`);
    element?.scrollIntoView({ block: 'center' });
  }, [id, isFound]);
  return id;
}
