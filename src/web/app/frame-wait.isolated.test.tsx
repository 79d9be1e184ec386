// @vitest-environment happy-dom
import { screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../tests/setup/render-web';
import { SCREEN_HEADINGS } from '../lib/screen-headings';
import { ShellFrame } from './shell-frame';

// Decision 244: on Updates the frame waits a moment for its first notes, so that one render
// draws the heading and the notes; if they do not come, it draws the heading alone. (Its
// own file: which skeleton loads, and when, is kept once per page, as in the browser.)
describe('the frame on Updates when its first page is slow', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('draws the heading alone once the wait is over, and nothing before', async () => {
    // The first page never answers.
    vi.stubGlobal('fetch', () => new Promise<Response>(() => undefined));
    const drawnAt = performance.now();
    renderWithProviders(
      <MemoryRouter initialEntries={['/updates']}>
        <ShellFrame heading={SCREEN_HEADINGS.updates} />
      </MemoryRouter>,
    );
    expect(screen.queryByRole('heading', { level: 1 })).toBeNull();
    expect(
      await screen.findByRole(
        'heading',
        { level: 1, name: SCREEN_HEADINGS.updates.title },
        { timeout: 20_000 },
      ),
    ).toBeTruthy();
    expect(performance.now() - drawnAt).toBeGreaterThanOrEqual(290);
    expect(screen.getByRole('status', { name: 'Loading' })).toBeTruthy();
  });
});
