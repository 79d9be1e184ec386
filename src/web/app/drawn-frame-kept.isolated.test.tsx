// @vitest-environment happy-dom
import { screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { renderWithProviders, stubApi } from '../../../tests/setup/render-web';
import { DRAWN_FRAME_ID } from './frame-layout';
import { SignedInLoader } from './shell-frame';

// Decision 253: the frame first-screen.js drew (its heading, on Updates its first notes) is
// what the app's frame would draw: the app keeps it and draws nothing, until the shell
// replaces the app's frame; then it is taken off in that same drawing.

const owner = { id: 'u1', username: 'admin', name: 'Admin', role: 'owner', email: null };

describe(
  'the frame drawn before the app, kept by the app (decision 253)',
  { timeout: 60_000 },
  () => {
    it('is kept while the app would draw the same, and taken off when the shell comes', async () => {
      stubApi({ 'GET /api/auth/session': { user: owner } });
      document.body.insertAdjacentHTML(
        'afterbegin',
        `<div id="${DRAWN_FRAME_ID}" data-drawn-at="5"><h1>Invoices</h1></div>`,
      );
      const { container, rerender } = renderWithProviders(
        <MemoryRouter initialEntries={['/invoices']}>
          <SignedInLoader />
        </MemoryRouter>,
      );
      // The session has answered, and the app's frame still draws nothing of its own.
      await waitFor(() =>
        expect(screen.getAllByRole('heading', { name: 'Invoices' })).toHaveLength(1),
      );
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(container.querySelector('h1')).toBeNull();
      expect(document.getElementById(DRAWN_FRAME_ID)).not.toBeNull();

      rerender(
        <MemoryRouter initialEntries={['/invoices']}>
          <main>The shell</main>
        </MemoryRouter>,
      );
      expect(screen.getByText('The shell')).toBeTruthy();
      expect(document.getElementById(DRAWN_FRAME_ID)).toBeNull();
    });
  },
);
