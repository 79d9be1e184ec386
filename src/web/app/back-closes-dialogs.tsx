import { useEffect } from 'react';

const MARK = 'sitebookDialog';
const DIALOG = '.mantine-Modal-content[role="dialog"]';
const openDialogs = () => document.querySelectorAll(DIALOG).length;

/**
 * On a phone, Back is how people leave a dialog; before, it left the page behind the dialog
 * and lost what was typed. One mechanism for every Mantine Modal (issue 18): when a dialog
 * opens, a history entry for it is pushed on the same address; Back pops that entry and
 * closes the dialog (as Escape does). When the dialog closes another way, its entry is
 * taken back off, unless a link in it already navigated elsewhere.
 *
 * That happens when the dialog has left the page, after its closing transition (~200 ms),
 * and `history.back()` itself lands a moment later, on a busy phone much later. A dialog
 * opened in between gets its entry only once that Back has landed: pushed before, it would
 * be the one popped, and the new dialog closed as if by Back. A navigation made in between
 * (a tab tapped as the dialog left) would be undone by that Back, so it is noted as it is
 * made and made again once the Back has landed.
 */
export function BackClosesDialogs() {
  useEffect(() => {
    let pushed = false;
    let backPending = false;
    let madeMeanwhile: { state: unknown; url: string | URL | null | undefined } | null = null;
    const onMark = () => (window.history.state as Record<string, unknown> | null)?.[MARK] === true;

    const sync = () => {
      const open = openDialogs() > 0;
      if (open && !pushed && !backPending) {
        pushed = true;
        window.history.pushState({ ...(window.history.state ?? {}), [MARK]: true }, '');
      } else if (!open && pushed) {
        pushed = false;
        // Closed by Save or Cancel: remove the dialog's entry, so Back then leaves the page.
        if (onMark()) {
          backPending = true;
          window.history.back();
        }
      }
    };

    // React Router writes every navigation with these; only those made while our Back is on
    // its way are noted.
    const { pushState, replaceState } = window.history;
    const noting =
      (write: typeof pushState): typeof pushState =>
      (state, unused, url) => {
        if (backPending) madeMeanwhile = { state, url };
        write.call(window.history, state, unused, url);
      };
    window.history.pushState = noting(pushState);
    window.history.replaceState = noting(replaceState);

    const onPop = () => {
      if (backPending) {
        // Our own Back has landed.
        backPending = false;
        const missed = madeMeanwhile;
        madeMeanwhile = null;
        if (missed) {
          // It took the tab back from where a navigation had just gone: go there again, and
          // tell the router (it reads the address on popstate; this handler ignores it, as no
          // dialog entry is pushed yet).
          replaceState.call(window.history, missed.state, '', missed.url);
          window.dispatchEvent(new PopStateEvent('popstate', { state: missed.state }));
        }
        // A dialog opened meanwhile gets its entry now.
        sync();
        return;
      }
      if (!pushed) return;
      pushed = false;
      // From the topmost dialog, so Mantine's window listener sees an element as the target.
      const dialogs = document.querySelectorAll<HTMLElement>(DIALOG);
      dialogs[dialogs.length - 1]?.dispatchEvent(
        new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }),
      );
    };

    const observer = new MutationObserver(sync);
    observer.observe(document.body, { childList: true, subtree: true });
    window.addEventListener('popstate', onPop);
    return () => {
      observer.disconnect();
      window.removeEventListener('popstate', onPop);
      window.history.pushState = pushState;
      window.history.replaceState = replaceState;
    };
  }, []);
  return null;
}
