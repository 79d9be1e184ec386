// @vitest-environment happy-dom
import { screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../../tests/setup/render-web';
import PortalPage from './portal-page';

// A revoked or unknown link (404) and an expired one (410) get one friendly card and
// nothing of the project, not even the business name (decision 165).

const TOKEN = 'tok-AbCdEfGhIjKlMnOpQrStUvWxYz0123456789_-abc';
const SECRETS = ['Ridgeline Builders', 'Maple Street', 'Pour the footings'];

/** The portal's first call answers `status`; anything else it might ask would leak the project. */
function answerPortal(status: number, message: string) {
  const asked: string[] = [];
  vi.stubGlobal('fetch', async (input: string | URL) => {
    const path = new URL(String(input), 'http://localhost').pathname;
    asked.push(path);
    if (path === `/api/portal/${TOKEN}`) {
      return new Response(JSON.stringify({ message }), {
        status,
        headers: { 'content-type': 'application/json' },
      });
    }
    return new Response(
      JSON.stringify([{ id: 'u1', date: '2026-03-01', note: SECRETS.join(' '), photos: [] }]),
      { status: 200, headers: { 'content-type': 'application/json' } },
    );
  });
  return asked;
}

const renderPortal = () =>
  renderWithProviders(
    <MemoryRouter initialEntries={[`/p/${TOKEN}`]}>
      <Routes>
        <Route path="/p/:token" element={<PortalPage />} />
      </Routes>
    </MemoryRouter>,
  );

function expectNothingOfTheProject(asked: string[]) {
  const text = document.body.textContent ?? '';
  for (const secret of SECRETS) expect(text).not.toContain(secret);
  expect(text).toContain('Please ask your contractor for a new link to your project page.');
  expect(screen.queryByRole('button', { name: /Ask a question/i })).toBeNull();
  expect(asked).toEqual([`/api/portal/${TOKEN}`]);
}

describe("the client's page for a link that no longer works", { timeout: 60_000 }, () => {
  it('says an expired link (410) has expired, and shows nothing of the project', async () => {
    const asked = answerPortal(
      410,
      'This project link has expired. Ask your contractor for a new link.',
    );
    renderPortal();
    expect(await screen.findByRole('heading', { name: 'This link has expired' })).toBeTruthy();
    expect(screen.queryByText('This link is not available')).toBeNull();
    await waitFor(() => expect(document.title).toBe('Project page'));
    expectNothingOfTheProject(asked);
  });

  it('says a revoked or unknown link (404) is not available, and shows nothing of the project', async () => {
    const asked = answerPortal(404, 'This project link is not available.');
    renderPortal();
    expect(await screen.findByRole('heading', { name: 'This link is not available' })).toBeTruthy();
    expect(screen.queryByText('This link has expired')).toBeNull();
    expectNothingOfTheProject(asked);
  });
});
