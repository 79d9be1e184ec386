// @vitest-environment happy-dom
import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders, stubApi } from '../../../../../tests/setup/render-web';
import { project } from '../../../../../tests/setup/web-records';
import { TaskFormDialog } from './task-form-dialog';

const person = (role: 'field' | 'owner') => ({
  user: { id: 'u1', username: 'sam', name: 'Sam', role, email: null },
});

describe('Add Task for a field user on one project (issue 18)', { timeout: 60_000 }, () => {
  // A dialog keeps a draft of what it held (decision 185): each test starts without one.
  beforeEach(() => localStorage.clear());

  it('starts on their one project', async () => {
    stubApi({ 'GET /api/auth/session': person('field'), 'GET /api/projects/options': [project] });
    renderWithProviders(<TaskFormDialog opened task={null} onClose={vi.fn()} />);
    const select = screen.getByRole('combobox', { name: 'Project' });
    await waitFor(() => expect((select as HTMLInputElement).value).toBe('Harbor Bridge'));
  });

  it('leaves the choice to the owner, even with one project', async () => {
    const calls = stubApi({
      'GET /api/auth/session': person('owner'),
      'GET /api/projects/options': [project],
    });
    renderWithProviders(<TaskFormDialog opened task={null} onClose={vi.fn()} />);
    await waitFor(() => expect(calls.some((c) => c.path === '/api/projects/options')).toBe(true));
    await waitFor(() => expect(calls.some((c) => c.path === '/api/auth/session')).toBe(true));
    expect((screen.getByRole('combobox', { name: 'Project' }) as HTMLInputElement).value).toBe('');
  });
});
