// @vitest-environment happy-dom
import { fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../tests/setup/render-web';
import { RecordSelect } from './record-select';

const records = [
  { id: 'p1', name: 'Maple Street' },
  { id: 'p2', name: 'Holloway' },
];

function Chooser() {
  const [value, setValue] = useState('p1');
  return (
    <>
      <RecordSelect label="Project" records={records} value={value} onChange={setValue} />
      <output>{value || 'none'}</output>
    </>
  );
}

describe('RecordSelect', { timeout: 60_000 }, () => {
  it('keeps the chosen record when it is chosen again (a field user confirming their project)', async () => {
    renderWithProviders(<Chooser />);
    fireEvent.click(screen.getByRole('combobox', { name: 'Project' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Maple Street' }));
    expect(screen.getByRole('status').textContent).toBe('p1');
    fireEvent.click(screen.getByRole('combobox', { name: 'Project' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Holloway' }));
    expect(screen.getByRole('status').textContent).toBe('p2');
  });
});
