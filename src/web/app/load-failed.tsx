import { Stack, Text } from '@mantine/core';
import { Component, type ReactNode } from 'react';

/** The app's half (decision 224): nothing of the app has drawn. */
export const APP_CODE_MISSING =
  'Sitebook could not load. Check the connection, then reload the page.';
export const PAGE_CODE_MISSING =
  'This page could not load. Check the connection, then reload the page.';
export const PAGE_FAILED = 'Something went wrong on this page. Reload the page to try again.';

/**
 * A page's code that could not be fetched: no connection, or a build the server no longer
 * has (a tab left open across an upgrade, decision 258). Each browser words it its own way;
 * Vite's own message is for a style sheet the page needs.
 */
export const isMissingCode = (error: unknown) =>
  error instanceof Error &&
  /dynamically imported module|Importing a module script failed|Unable to preload CSS/.test(
    error.message,
  );

/** A message, and a link that loads the page again. */
// A link, not a Button: this is in the code every visitor loads first.
export function LoadFailed({ message }: { message: string }) {
  return (
    <Stack align="center" p="xl" role="alert">
      <Text ta="center">{message}</Text>
      {/* Padded: a thumb-sized target on a phone. */}
      <Text component="a" href={window.location.href} c="blue" td="underline" fw={500} p="sm">
        Reload
      </Text>
    </Stack>
  );
}

interface BoundaryProps {
  children: ReactNode;
  /** A new key (the next screen's path) takes the message away and tries again. */
  resetKey?: string;
  /** Shown instead of the page's message (`null`: nothing, for a part the page can do without). */
  fallback?: ReactNode;
}

// The error is wrapped: anything can be thrown, `null` included.
interface BoundaryState {
  caught: { error: unknown } | null;
}

/**
 * What a page that cannot be drawn shows instead of a blank tab (decision 261): a lazy
 * page's code that did not come, or an error while drawing it.
 */
export class ErrorBoundary extends Component<BoundaryProps, BoundaryState> {
  override state: BoundaryState = { caught: null };

  static getDerivedStateFromError(error: unknown) {
    return { caught: { error } };
  }

  override componentDidUpdate(previous: BoundaryProps) {
    if (this.state.caught && previous.resetKey !== this.props.resetKey) {
      this.setState({ caught: null });
    }
  }

  override render() {
    const { caught } = this.state;
    if (!caught) return this.props.children;
    if (this.props.fallback !== undefined) return this.props.fallback;
    return <LoadFailed message={isMissingCode(caught.error) ? PAGE_CODE_MISSING : PAGE_FAILED} />;
  }
}

/**
 * React logs every error a boundary caught; one whose page's code did not come is expected
 * with no signal, and only warned of.
 */
export function logCaughtError(error: unknown) {
  if (isMissingCode(error)) console.warn('A page could not load its code', error);
  else console.error(error);
}
