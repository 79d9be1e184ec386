// @vitest-environment happy-dom
import { MantineProvider, Select } from '@mantine/core';
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
});
