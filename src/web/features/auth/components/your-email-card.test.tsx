// @vitest-environment happy-dom
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { User } from '../../../../core/schemas/auth';
import { renderWithProviders, stubApi } from '../../../../../tests/setup/render-web';
import { YourEmailCard } from './your-email-card';

const owner: User = {
  id: '9c1f0c55-5b1e-4f0a-8d4e-3c2a1b0f9e10',
  username: 'admin',
  name: 'Admin',
  role: 'owner',
  email: null,
};

describe('the Your Account card', { timeout: 60_000 }, () => {
  it('names the person once and their role in words (not "admin (admin)")', async () => {
    stubApi({ 'GET /api/auth/session': { user: owner } });
    renderWithProviders(<YourEmailCard />);
    expect(await screen.findByText('Signed in as Admin · Owner')).toBeTruthy();
    expect(document.body.textContent).not.toContain('(admin)');
  });
});
