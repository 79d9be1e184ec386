// @vitest-environment happy-dom
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { Document } from '../../../../core/schemas/estimate';
import { renderWithProviders, stubApi } from '../../../../../tests/setup/render-web';
import { client, project } from '../../../../../tests/setup/web-records';
import { SendDocumentDialog } from './send-document-dialog';

const document = {
  id: 'e1',
  projectId: project.id,
  displayNumber: 'EST-0001',
  sentTo: null,
} as unknown as Document;

describe('the send estimate dialog', { timeout: 60_000 }, () => {
  it('starts at the project client’s address, as an invoice’s Send does', async () => {
    stubApi({
      [`GET /api/projects/${project.id}`]: { ...project, clientId: client.id },
      'GET /api/clients': [client],
    });
    renderWithProviders(
      <SendDocumentDialog document={document} defaultTo="" opened onClose={vi.fn()} />,
    );
    const to = screen.getByRole('textbox', { name: 'To' });
    await waitFor(() => expect(to).toHaveProperty('value', client.email));
  });

  it('starts at the address it last went to, when it went somewhere', async () => {
    stubApi({
      [`GET /api/projects/${project.id}`]: { ...project, clientId: client.id },
      'GET /api/clients': [client],
    });
    renderWithProviders(
      <SendDocumentDialog
        document={document}
        defaultTo="last@example.com"
        opened
        onClose={vi.fn()}
      />,
    );
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(screen.getByRole('textbox', { name: 'To' })).toHaveProperty('value', 'last@example.com');
  });
});
