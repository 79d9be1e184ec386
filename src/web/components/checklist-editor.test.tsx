// @vitest-environment happy-dom
import { fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import type { ChecklistItem } from '../../core/checklist';
import { renderWithProviders } from '../../../tests/setup/render-web';
import { ChecklistEditor } from './checklist-editor';

/** The editor as a form holds it: its items are state the editor changes. */
function renderEditor(initial: ChecklistItem[]) {
  const latest: { items: ChecklistItem[] } = { items: initial };
  function Form() {
    const [items, setItems] = useState(initial);
    return (
      <ChecklistEditor
        items={items}
        onChange={(next) => {
          latest.items = next;
          setItems(next);
        }}
      />
    );
  }
  renderWithProviders(<Form />);
  return latest;
}

const row = (n: number) => screen.getByRole('textbox', { name: `Checklist item ${n}` });
const texts = () =>
  screen.getAllByRole('textbox').map((input) => (input as HTMLInputElement).value);

describe('the checklist editor', { timeout: 60_000 }, () => {
  it('always shows one row, which cannot be removed while it is the only one', () => {
    renderEditor([]);
    expect(texts()).toEqual(['']);
    expect(screen.queryByRole('button', { name: /Remove checklist item/ })).toBeNull();
  });

  it('adds a blank row and edits each row on its own', () => {
    const form = renderEditor([{ text: 'Order rebar', completed: false }]);
    fireEvent.click(screen.getByRole('button', { name: 'Add Item' }));
    fireEvent.change(row(2), { target: { value: 'Book the pump truck' } });
    fireEvent.click(screen.getByRole('checkbox', { name: 'Checklist item 1 done' }));
    expect(texts()).toEqual(['Order rebar', 'Book the pump truck']);
    expect(form.items).toEqual([
      { text: 'Order rebar', completed: true },
      { text: 'Book the pump truck', completed: false },
    ]);
  });

  it('removes the row whose button is pressed, until one is left', () => {
    const form = renderEditor([
      { text: 'First', completed: false },
      { text: 'Second', completed: true },
      { text: 'Third', completed: false },
    ]);
    fireEvent.click(screen.getByRole('button', { name: 'Remove checklist item 2' }));
    expect(texts()).toEqual(['First', 'Third']);
    fireEvent.click(screen.getByRole('button', { name: 'Remove checklist item 1' }));
    expect(form.items).toEqual([{ text: 'Third', completed: false }]);
    expect(screen.queryByRole('button', { name: /Remove checklist item/ })).toBeNull();
  });
});
