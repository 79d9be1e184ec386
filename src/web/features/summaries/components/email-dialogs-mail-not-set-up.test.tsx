// @vitest-environment happy-dom
import { screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders, stubApi } from '../../../../../tests/setup/render-web';
import { EmailSummaryDialog } from './email-summary-dialog';
import { UpdatesEmailDialog } from './updates-email-dialog';

const owner = { id: 'u1', username: 'admin', name: 'Admin', role: 'owner', email: null };

describe('the e-mail dialogs when e-mail is not set up', { timeout: 60_000 }, () => {
  it('say so before anything is written, link to Settings, and offer no Send', async () => {
    stubApi({
      'GET /api/auth/session': { user: owner },
      'GET /api/settings/mail': { source: 'none' },
      'GET /api/summaries/email-options': { senderName: 'Sitebook', projects: [] },
    });
    renderWithProviders(
      <MemoryRouter>
        <EmailSummaryDialog opened onClose={vi.fn()} period="daily" />
      </MemoryRouter>,
    );
    expect(await screen.findByText('E-mail is not set up')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Set up e-mail in Settings' })).toBeTruthy();
    expect(screen.queryByText(/try again/i)).toBeNull();
    expect(screen.getByRole('button', { name: 'Send Email' }).hasAttribute('disabled')).toBe(true);
  });

  it('the updates dialog too', async () => {
    stubApi({
      'GET /api/auth/session': { user: owner },
      'GET /api/settings/mail': { source: 'none' },
      'GET /api/summaries/email-options': { senderName: 'Sitebook', projects: [] },
    });
    renderWithProviders(
      <MemoryRouter>
        <UpdatesEmailDialog opened onClose={vi.fn()} />
      </MemoryRouter>,
    );
    expect(await screen.findByText('E-mail is not set up')).toBeTruthy();
  });
});

describe('the summary e-mail dialog’s preview', { timeout: 60_000 }, () => {
  it('counts what the e-mail holds, asked for when it opens', async () => {
    const calls = stubApi({
      'GET /api/auth/session': { user: owner },
      'GET /api/settings/mail': { source: 'settings' },
      'GET /api/summaries/email-options': { senderName: 'Sitebook', projects: [] },
      'GET /api/summaries/email-preview': {
        summary: '',
        count: 4,
        startDate: '2026-12-05',
        endDate: '2026-12-05',
        counts: { notes: 3, taskEvents: 1 },
      },
    });
    renderWithProviders(
      <MemoryRouter>
        <EmailSummaryDialog opened onClose={vi.fn()} period="weekly" />
      </MemoryRouter>,
    );
    expect(await screen.findByText('Updates included: 4')).toBeTruthy();
    expect(screen.getByText('Internal updates stay out of e-mails.')).toBeTruthy();
    expect(calls.find((call) => call.path === '/api/summaries/email-preview')).toBeTruthy();
  });
});
