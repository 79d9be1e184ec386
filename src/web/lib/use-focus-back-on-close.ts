import { useEffect, useRef, type RefObject } from 'react';

/** Long enough for a dialog's closing transition (Mantine's is 200 ms) to have ended. */
const AFTER_CLOSING_MS = 400;

/**
 * Puts the focus back on what opened the dialog once it closes, if the focus is then
 * nowhere (the page, or a node the dialog took away) or still where it was at closing.
 * Mantine does this too, but only for a dialog that was mounted before it opened (not one
 * whose code came after the opening), and it notes the opener in an effect that, on a busy
 * machine, can run after the dialog's first field took the focus: it then returned focus
 * into the closed dialog, and the page lost it (found by the a11y keyboard test in CI). The
 * opener is instead the last element focused outside any dialog or menu (a dialog opened
 * from a menu item goes back to the menu's button, the item being gone), and the focus is
 * checked again once the closing transition is over. `openedFrom`: the button that opens
 * it, when the caller knows it (no listening to every focus change needed then).
 */
export function useFocusBackOnClose(opened: boolean, openedFrom?: RefObject<HTMLElement | null>) {
  const lastOutside = useRef<HTMLElement | null>(null);
  const opener = useRef<HTMLElement | null>(null);
  const known = openedFrom !== undefined;

  useEffect(() => {
    if (known) return;
    const remember = (target: EventTarget | null) => {
      if (target instanceof HTMLElement && !target.closest('[role="dialog"], [role="menu"]')) {
        lastOutside.current = target;
      }
    };
    const onFocusIn = (event: FocusEvent) => remember(event.target);
    remember(document.activeElement);
    document.addEventListener('focusin', onFocusIn, true);
    return () => document.removeEventListener('focusin', onFocusIn, true);
  }, [known]);

  useEffect(() => {
    if (opened) {
      opener.current ??= openedFrom?.current ?? lastOutside.current;
      return;
    }
    const element = opener.current;
    opener.current = null;
    if (!element) return;
    const atClosing = document.activeElement;
    const putBack = () => {
      const active = document.activeElement;
      const lost =
        !active || active === document.body || !active.isConnected || active === atClosing;
      if (lost && element.isConnected) element.focus({ preventScroll: true });
    };
    const soon = window.setTimeout(putBack, 10);
    const afterClosing = window.setTimeout(putBack, AFTER_CLOSING_MS);
    return () => {
      window.clearTimeout(soon);
      window.clearTimeout(afterClosing);
    };
  }, [opened, openedFrom]);
}
