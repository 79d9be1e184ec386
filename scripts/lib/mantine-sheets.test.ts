import { expect, test } from 'vitest';
import { sheetProblems } from './mantine-sheets.js';

test('no problem when every drawn component has its sheet and every sheet its component', () => {
  expect(
    sheetProblems(
      ['Button', 'Card'],
      ['baseline', 'default-css-variables', 'global', 'Card', 'Button'],
    ),
  ).toEqual([]);
});

test('a drawn component without its sheet is named, with where its import goes', () => {
  const problems = sheetProblems(['Button', 'Tabs'], ['Button']);
  expect(problems).toHaveLength(1);
  expect(problems[0]).toContain("Mantine's Tabs is drawn without its styles");
  expect(problems[0]).toContain("@import '@mantine/core/styles/Tabs.css';");
  expect(problems[0]).toContain('mantine-signed-in.css');
});

test('a sheet nothing draws is named; the base sheets style no one component and are kept', () => {
  expect(sheetProblems(['Button'], ['baseline', 'global', 'Button', 'Chip'])).toEqual([
    "Mantine's Chip.css is imported but nothing draws Chip: remove its @import.",
  ]);
});

test('a component drawn by several chunks is one component', () => {
  expect(sheetProblems(['Button', 'Button'], ['Button'])).toEqual([]);
});
