// @vitest-environment happy-dom
import fs from 'node:fs';
import path from 'node:path';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders, stubApi } from '../../../tests/setup/render-web';
import { DateField } from './date-field';

const locale = (dateFormat: string) => ({
  'GET /api/settings/locale': { currency: 'USD', dateFormat, units: 'metric' },
});

describe('DateField, the one date picker (issue 18)', { timeout: 60_000 }, () => {
  it.each([
    ['dd/MM/yyyy', '05/03/2026'],
    ['MM/dd/yyyy', '03/05/2026'],
    ['d MMM yyyy', '5 Mar 2026'],
    ['MMM d, yyyy', 'Mar 5, 2026'],
  ])('shows the date in the business format %s', async (dateFormat, shown) => {
    stubApi(locale(dateFormat));
    renderWithProviders(<DateField label="Due Date" value="2026-03-05" onChange={vi.fn()} />);
    const input = () => screen.getByRole('textbox', { name: 'Due Date' }) as HTMLInputElement;
    await waitFor(() => expect(input().value).toBe(shown));
  });

  it('is the only date input of the web app: no type="date", no other picker', () => {
    // Being written for issue 21 while this test was; it moves to DateField with that work.
    const pending = new Set(['features/estimates/components/schedule-editor.tsx']);
    const root = path.resolve(__dirname, '..');
    const offenders: string[] = [];
    const walk = (dir: string) => {
      for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
        const file = path.join(dir, entry.name);
        if (entry.isDirectory()) walk(file);
        else if (/\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name)) {
          const text = fs.readFileSync(file, 'utf8');
          if (pending.has(path.relative(root, file))) continue;
          const own = file === path.join(root, 'components', 'date-field.tsx');
          if (/type=["']date["']/.test(text.replace(/\/\/.*|\/\*[\s\S]*?\*\//g, ''))) {
            offenders.push(`${path.relative(root, file)}: type="date"`);
          }
          if (!own && /\b(DateInput|DatePickerInput)\b/.test(text) && !file.endsWith('theme.ts')) {
            offenders.push(`${path.relative(root, file)}: its own picker`);
          }
        }
      }
    };
    walk(root);
    expect(offenders).toEqual([]);
  });
});
