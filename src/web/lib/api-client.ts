/**
 * One client for every call. A non-OK response becomes an ApiError whose
 * message is "{status}: {body text or status text}" (spec section 8); the
 * server's own `message`, when there is one, is kept for the UI to show.
 */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly bodyText: string,
    statusText: string,
  ) {
    super(`${status}: ${bodyText || statusText}`);
    this.name = 'ApiError';
  }

  /** The server's `{ message }`, or undefined when the body was not one. */
  get serverMessage(): string | undefined {
    try {
      const parsed: unknown = JSON.parse(this.bodyText);
      if (parsed && typeof parsed === 'object' && 'message' in parsed) {
        const { message } = parsed as { message: unknown };
        return typeof message === 'string' && message ? message : undefined;
      }
    } catch {
      // Not JSON: there is no server message to show.
    }
    return undefined;
  }
}

/** The server's message for a failed call, or the given fallback text. */
export function errorMessage(error: unknown, fallback: string): string {
  return error instanceof ApiError ? (error.serverMessage ?? fallback) : fallback;
}

type JsonBody = Record<string, unknown> | unknown[];

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
  json?: JsonBody;
  body?: BodyInit;
  signal?: AbortSignal;
  /** More request headers, e.g. Idempotency-Key (decision 081). */
  headers?: Record<string, string>;
}

/** Where `static/first-screen.js` keeps the answers it asked for. */
export type EarlyWindow = { __sitebookEarly?: Record<string, Promise<Response>> };

/**
 * Called first thing by the app's entry. `first-screen.js` is a blocking script in the
 * head and runs before the app (decision 221); when it used to be async its download could
 * finish after the app had asked for itself, and it then asked everything a second time.
 * It still asks nothing once it sees the app has started, so the order never matters.
 */
export function markAppStarted(): void {
  if (typeof window === 'undefined') return;
  (window as EarlyWindow).__sitebookEarly ??= {};
}

/** How long after the page opened an answer asked by `first-screen.js` may still be taken. */
const EARLY_ANSWER_MS = 15_000;

/**
 * The answer `static/first-screen.js` already asked for while the app's code loaded
 * (decision 205), taken once: the first screen's session check and data start in parallel
 * with the code instead of after it. Later calls, and calls after the first screen, ask.
 */
export function takeEarlyAnswer(path: string): Promise<Response> | undefined {
  if (typeof window === 'undefined') return undefined;
  const early = (window as EarlyWindow).__sitebookEarly;
  const answer = early?.[path];
  if (!answer) return undefined;
  delete early[path];
  return performance.now() < EARLY_ANSWER_MS ? answer : undefined;
}

export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const headers: Record<string, string> = { accept: 'application/json', ...options.headers };
  let body = options.body;
  if (options.json !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(options.json);
  }
  const plainGet = (options.method ?? 'GET') === 'GET' && body === undefined && !options.headers;
  const response = await ((plainGet && takeEarlyAnswer(path)) ||
    fetch(path, {
      method: options.method ?? 'GET',
      credentials: 'include',
      headers,
      body,
      signal: options.signal,
    }));
  if (!response.ok) {
    throw new ApiError(response.status, await response.text(), response.statusText);
  }
  if (response.status === 204) return undefined as T;
  const text = await response.text();
  return (text ? JSON.parse(text) : undefined) as T;
}

export const apiGet = <T>(path: string, signal?: AbortSignal) => apiRequest<T>(path, { signal });
