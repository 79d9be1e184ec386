// @vitest-environment happy-dom
import { fireEvent, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders, stubApi, writes } from '../../../../../tests/setup/render-web';
import { NewEstimateDialog } from './new-estimate-dialog';

describe('the new estimate dialog', { timeout: 60_000 }, () => {
  it('submitted empty says what is missing beside each field and sends nothing', async () => {
    const calls = stubApi({ 'GET /api/projects/options': [] });
    renderWithProviders(
      <MemoryRouter>
        <NewEstimateDialog opened onClose={vi.fn()} />
      </MemoryRouter>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Create' }));
    expect(await screen.findByText('Choose a project')).toBeTruthy();
    expect(screen.getByText('Title is required')).toBeTruthy();
    expect(screen.getByText('Description is required')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(writes(calls)).toEqual([]);
  });
});
