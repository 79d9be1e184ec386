import { useWindowEvent } from '@mantine/hooks';

/**
 * F8 moves keyboard focus to the newest toast (its close button), so a keyboard user
 * can reach and dismiss it (spec section 9: "F8 for the toast area").
 */
export function ToastHotkey() {
  useWindowEvent('keydown', (event) => {
    if (event.key !== 'F8') return;
    const toasts = document.querySelectorAll<HTMLElement>('.mantine-Notification-root');
    const newest = toasts[toasts.length - 1];
    const target = newest?.querySelector<HTMLElement>('button') ?? newest;
    if (!target) return;
    event.preventDefault();
    target.focus();
  });
  return null;
}
