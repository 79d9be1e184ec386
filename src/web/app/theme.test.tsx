// @vitest-environment happy-dom
import { MantineProvider, Notification, Select } from '@mantine/core';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { theme } from './theme';

afterEach(cleanup);

describe('theme', () => {
  it('a closed Select renders none of its options (decision 221)', () => {
    const projects = Array.from({ length: 200 }, (_, index) => `Project ${index}`);
    render(
      <MantineProvider theme={theme}>
        <Select label="Project" data={projects} />
      </MantineProvider>,
    );
    expect(screen.getByLabelText('Project')).toBeTruthy();
    expect(document.querySelectorAll('[role="option"], [data-combobox-option]')).toHaveLength(0);
  });

  it("gives a toast's close button a name a screen reader can read (WCAG 4.1.2)", () => {
    render(
      <MantineProvider theme={theme}>
        <Notification title="Saved" onClose={() => undefined}>
          The task was added
        </Notification>
      </MantineProvider>,
    );
    expect(screen.getByRole('button', { name: 'Close notification' })).toBeTruthy();
  });
});
