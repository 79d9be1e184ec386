import { useCallback, useEffect, useRef, useState } from 'react';

/** Copies text; falls back to a hidden textarea where the Clipboard API is refused. */
export async function copyText(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    const area = document.createElement('textarea');
    area.value = text;
    area.setAttribute('readonly', '');
    area.style.position = 'fixed';
    area.style.opacity = '0';
    document.body.appendChild(area);
    area.select();
    const copied = document.execCommand('copy');
    area.remove();
    return copied;
  }
}

/** Copy with a "Copied" state that lasts 2 seconds (spec section 9), per key. */
export function useCopied(timeoutMs = 2000) {
  const [copiedKey, setCopiedKey] = useState<string | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const copy = useCallback(
    async (text: string, key = text) => {
      const copied = await copyText(text);
      if (copied) {
        setCopiedKey(key);
        clearTimeout(timer.current);
        timer.current = setTimeout(() => setCopiedKey(null), timeoutMs);
      }
      return copied;
    },
    [timeoutMs],
  );
  return { copy, isCopied: (key: string) => copiedKey === key };
}
