import { Button, Group, Loader, Modal, Overlay, Portal, Text } from '@mantine/core';
import { useEffect, useState, type ComponentType, type ReactNode } from 'react';
import { afterNextPaint } from './after-next-paint';
import { useFocusBackOnClose } from './use-focus-back-on-close';

interface DialogProps {
  onClose: () => void;
}

/**
 * When a dialog's code is asked for:
 * - `after-the-screen`: once the screen has painted, for a form that works with no signal
 *   (Add Update, Add Task): it is usually there before anyone presses Add, and a crew
 *   member who opened the screen online and then lost the signal still has it (the service
 *   worker keeps every file later, decision 195);
 * - `on-opening`: on its first opening, for a form that needs a connection to do anything
 *   (an invoice, a payment, an e-mail): asked for in advance, its code was up to 73 KB of
 *   a first screen that a visit without the form never used (decision 259).
 */
export type DialogCodeAsked = 'after-the-screen' | 'on-opening';

/**
 * A form dialog whose code is not part of its screen's (issue 20, decision 219): its form
 * library, date and number fields and drafts were 6-35 KB and several requests that
 * the screen's first paint waited for. Once its code is there the dialog is mounted
 * closed, as it was when it came with the screen, so it opens, closes, returns focus and
 * keeps its draft as before.
 */
export function lazyDialog<Props extends DialogProps>(
  load: () => Promise<ComponentType<Props>>,
  isOpen: (props: Props) => boolean,
  asked: DialogCodeAsked,
): (props: Props) => ReactNode {
  let loaded: ComponentType<Props> | null = null;
  let loading: Promise<ComponentType<Props>> | null = null;
  // One request for every screen that shows the dialog; a failed one is asked again.
  const loadOnce = () => {
    loading ??= load().then(
      (component) => (loaded = component),
      (error: unknown) => {
        loading = null;
        throw error;
      },
    );
    return loading;
  };

  return function LazyDialog(props: Props) {
    const opened = isOpen(props);
    const [Dialog, setDialog] = useState<ComponentType<Props> | null>(() => loaded);
    const [failed, setFailed] = useState(false);
    useFocusBackOnClose(opened);

    // Asked again on each opening and when the connection comes back, until it came.
    useEffect(() => {
      if (Dialog || (asked === 'on-opening' && !opened)) return;
      let active = true;
      // The spinner, not "No connection", while an attempt is under way.
      const attempt = () => {
        setFailed(false);
        loadOnce().then(
          (component) => active && setDialog(() => component),
          () => active && setFailed(true),
        );
      };
      // Opened: at once. Closed: once the screen has painted (decision 223), so that asking
      // for the code is not part of the screen's first frame on a slow phone.
      let cancel: (() => void) | undefined;
      if (opened) attempt();
      else cancel = afterNextPaint(attempt);
      window.addEventListener('online', attempt);
      return () => {
        active = false;
        cancel?.();
        window.removeEventListener('online', attempt);
      };
    }, [Dialog, opened]);

    if (Dialog) return <Dialog {...props} />;
    if (!opened) return null;
    return failed ? <NotLoaded onClose={props.onClose} /> : <Opening onClose={props.onClose} />;
  };
}

// Not a dialog of its own: focus stays on the button that opened it, so the dialog, when it
// comes, returns focus there on closing, as one loaded with its screen does.
function Opening({ onClose }: DialogProps) {
  return (
    <Portal>
      <Overlay fixed center zIndex={200} backgroundOpacity={0.35} onClick={onClose}>
        <Loader role="status" aria-label="Opening…" />
      </Overlay>
    </Portal>
  );
}

// With a connection the code can still be missing: the server may have a newer Sitebook,
// whose files replaced this page's (decision 258), and waiting for the connection would
// wait forever; a reload brings the new one, and a half-written form keeps its draft.
function NotLoaded({ onClose }: DialogProps) {
  const online = navigator.onLine;
  return (
    <Modal opened onClose={onClose} title={online ? 'Form not loaded' : 'No connection'} centered>
      <Text>
        {online
          ? 'This form could not be loaded. Check the connection, then reload the page.'
          : 'This form could not be loaded: there is no connection. It opens once the connection is back.'}
      </Text>
      <Group justify="flex-end" mt="md">
        {online && (
          <Button component="a" href={window.location.href} variant="default">
            Reload
          </Button>
        )}
        <Button onClick={onClose}>Close</Button>
      </Group>
    </Modal>
  );
}
