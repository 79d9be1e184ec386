import { useState, type RefObject } from 'react';
import { useFocusBackOnClose } from './use-focus-back-on-close';

/**
 * A card's dialog, mounted only once someone opens it. A list of 100 project cards mounted
 * 300 closed dialogs (their hooks, transitions and focus traps) that nobody had opened.
 * Once mounted it stays, so it closes with its transition. Mantine gives the focus back
 * only to what had it when a mounted dialog opened (the menu item, gone by then), so on
 * closing the focus goes back to `openedFrom`, the menu's button.
 */
export function useMountWhenOpened(
  opened: boolean,
  openedFrom: RefObject<HTMLElement | null>,
): boolean {
  const [mounted, setMounted] = useState(opened);
  if (opened && !mounted) setMounted(true);
  useFocusBackOnClose(opened, openedFrom);
  return mounted || opened;
}
