// Renders web components as the app does, for component tests under happy-dom
// (`// @vitest-environment happy-dom`), and answers their API calls.
import { MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { createElement, type ReactElement } from 'react';
import { vi } from 'vitest';
import { createQueryClient } from '../../src/web/lib/query-client';

// Each test's cleanup (the rendered tree, stubbed globals) is in unit-setup.ts, which runs
// for every file: this module is loaded once per worker.

/** Mantine in its test mode (no transitions, no portals) and the app's query client. */
export function renderWithProviders(ui: ReactElement) {
  const queryClient = createQueryClient();
  const withProviders = (element: ReactElement) =>
    createElement(
      MantineProvider,
      { env: 'test' },
      createElement(QueryClientProvider, { client: queryClient }, element),
    );
  const view = render(withProviders(ui));
  return {
    ...view,
    queryClient,
    rerender: (element: ReactElement) => view.rerender(withProviders(element)),
  };
}

export interface ApiCall {
  method: string;
  path: string;
  body: unknown;
}

/**
 * Stands in for the server behind the app's own API client: answers "METHOD /path" from
 * the table (404 for anything else) and records every call, body parsed.
 */
export function stubApi(answers: Record<string, unknown>): ApiCall[] {
  const calls: ApiCall[] = [];
  vi.stubGlobal('fetch', async (input: string | URL, init: RequestInit = {}) => {
    const url = new URL(String(input), 'http://localhost');
    const method = init.method ?? 'GET';
    const body = typeof init.body === 'string' ? JSON.parse(init.body) : undefined;
    calls.push({ method, path: url.pathname, body });
    const key = `${method} ${url.pathname}`;
    const found = key in answers;
    return new Response(
      JSON.stringify(found ? answers[key] : { message: `No answer for ${key}` }),
      {
        status: found ? 200 : 404,
        headers: { 'content-type': 'application/json' },
      },
    );
  });
  return calls;
}

/** The calls that change something. */
export const writes = (calls: ApiCall[]) => calls.filter((call) => call.method !== 'GET');
