// @vitest-environment happy-dom
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../../tests/setup/render-web';
import { AskQuestionCard } from './ask-question-card';

/** Answers the question POST with the given status and body; records what was sent. */
function answerQuestions(status: number, body: object) {
  const sent: unknown[] = [];
  vi.stubGlobal('fetch', async (_input: string, init: RequestInit = {}) => {
    sent.push(JSON.parse(String(init.body)));
    return new Response(JSON.stringify(body), {
      status,
      headers: { 'content-type': 'application/json' },
    });
  });
  return sent;
}

const type = (name: string, value: string) =>
  fireEvent.change(screen.getByRole('textbox', { name }), { target: { value } });

describe('ask a question (client portal)', { timeout: 60_000 }, () => {
  it('counts the characters of the message and needs a name and a message', async () => {
    const sent = answerQuestions(201, { message: 'Thank you.' });
    renderWithProviders(<AskQuestionCard token="tok" businessName="Ridgeline Builders" />);
    expect(screen.getByText('0 / 2000 characters')).toBeTruthy();
    type('Message', 'When?');
    expect(screen.getByText('5 / 2000 characters')).toBeTruthy();
    type('Message', '');
    fireEvent.click(screen.getByRole('button', { name: 'Send question' }));
    expect(await screen.findByText('Name is required')).toBeTruthy();
    expect(screen.getByText('Message is required')).toBeTruthy();
    expect(sent).toEqual([]);
  });

  it('sends name, message and reply address, then says it was sent', async () => {
    const sent = answerQuestions(201, { message: 'Thank you.' });
    renderWithProviders(<AskQuestionCard token="tok" businessName="Ridgeline Builders" />);
    type('Your name', 'Dana Reyes');
    type('Message', 'When do the windows arrive?');
    type('E-mail for the answer (optional)', 'dana@example.com');
    fireEvent.click(screen.getByRole('button', { name: 'Send question' }));
    expect(await screen.findByText('Question sent')).toBeTruthy();
    expect(sent).toEqual([
      { name: 'Dana Reyes', message: 'When do the windows arrive?', email: 'dana@example.com' },
    ]);
  });

  it('shows the server’s own words when the link has asked too often', async () => {
    answerQuestions(429, {
      message: 'Too many questions from this link. Try again in 40 minutes.',
    });
    renderWithProviders(<AskQuestionCard token="tok" businessName="Ridgeline Builders" />);
    type('Your name', 'Dana Reyes');
    type('Message', 'Again?');
    fireEvent.click(screen.getByRole('button', { name: 'Send question' }));
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toContain(
        'Too many questions from this link. Try again in 40 minutes.',
      ),
    );
    expect(screen.queryByText('Question sent')).toBeNull();
  });
});
