// @vitest-environment happy-dom
import { screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import type { Update } from '../../core/schemas/update';
import { renderWithProviders, stubApi } from '../../../tests/setup/render-web';
import { updateRecord } from '../../../tests/setup/web-records';
import { drawNotes } from '../features/updates';
import type { EarlyWindow } from '../lib/api-client';
import { renderDrawnFrames } from './landing-document';
import { ScreenLoader } from './shell/screen-loader';

// Decision 253: the page draws Updates' first notes before the app's code from the markup
// the build rendered of the skeleton's own components; what it draws must be what the
// skeleton then draws in its place, for every kind of entry and every role.

const owner = { id: 'u1', username: 'admin', name: 'Admin', role: 'owner', email: null } as const;
const field = { id: 'u2', username: 'crew', name: 'Crew', role: 'field', email: null } as const;
const ana = { id: 'u2', name: 'Ana <Crew> & "Sons"' };
const photo = (id: string) => ({ id, name: `${id}.jpg`, size: 10, contentType: 'image/jpeg' });

const PAGE: Update[] = [
  updateRecord({
    id: 'n1',
    project: 'Maple & <Oak> "Street"',
    projectAddress: '12 Maple St',
    note: 'Poured the east footing.\nCylinders taken: <img src="x"> & "ok"',
    createdBy: ana,
    visibility: 'internal',
    files: ['f1', 'f2', 'f3'],
    attachments: [photo('f1'), photo('f2'), { ...photo('f3'), contentType: 'application/pdf' }],
    date: '2026-11-20',
  }),
  updateRecord({
    id: 't1',
    note: 'Completed task: Order rebar (checklist 2/2 done)',
    kind: 'task',
    taskEvent: 'completed',
    taskId: 'task-1',
    createdBy: ana,
    date: '2026-11-20',
  }),
  updateRecord({
    id: 't0',
    note: 'New task: Order rebar',
    kind: 'task',
    taskEvent: 'created',
    taskId: 'task-1',
    createdBy: ana,
    date: '2026-11-20',
  }),
  updateRecord({
    id: 't2',
    note: 'New task: Call the inspector',
    kind: 'task',
    taskEvent: 'created',
    taskId: 'task-2',
    date: '2026-11-20',
  }),
  updateRecord({
    id: 't3',
    note: 'Completed task: Strip forms',
    kind: 'task',
    taskEvent: 'completed',
    taskId: 'task-3',
    createdBy: { id: 'u1', name: 'Admin' },
    date: '2026-11-19',
  }),
  updateRecord({ id: 'n2', note: 'Framed the garage', date: '2026-11-19' }),
  updateRecord({
    id: 'n3',
    note: 'Backfilled',
    createdBy: { id: 'u1', name: 'Admin' },
    date: '2026-11-18',
  }),
];

const windowHeight = window.innerHeight;
afterEach(() => {
  delete (window as EarlyWindow).__sitebookEarly;
  Object.defineProperty(window, 'innerHeight', { value: windowHeight, configurable: true });
});

/**
 * A tree's markup as a browser shows it: elements with their attributes, sorted, and their
 * text, without comments, style elements and the class names Mantine makes per render
 * (`__m__-…`), with style attributes written one way.
 */
function shape(node: Node): string {
  if (node.nodeType === Node.TEXT_NODE) return node.textContent ?? '';
  if (node.nodeType !== Node.ELEMENT_NODE) return '';
  const element = node as Element;
  if (element.tagName === 'STYLE') return '';
  const attributes = [...element.attributes]
    .map(({ name, value }) => {
      if (name === 'class')
        value = value
          .replace(/__m__-\S+/g, '')
          .replace(/\s+/g, ' ')
          .trim();
      if (name === 'style') value = value.replace(/\s+/g, '').replace(/;$/, '');
      return `${name}="${value}"`;
    })
    .sort()
    .join(' ');
  const children = [...element.childNodes].map(shape).join('');
  return `<${element.tagName.toLowerCase()} ${attributes}>${children}</${element.tagName.toLowerCase()}>`;
}

/** The skeleton's list of days as the app draws it for `user`, from the first page. */
async function drawnByTheApp(user: typeof owner | typeof field, page: Update[]) {
  stubApi({ 'GET /api/auth/session': { user } });
  const early = ((window as EarlyWindow).__sitebookEarly ??= {});
  early['/api/updates?limit=20'] = Promise.resolve(new Response(JSON.stringify(page)));
  const { container, unmount } = renderWithProviders(
    <MemoryRouter initialEntries={['/updates']}>
      <ScreenLoader />
    </MemoryRouter>,
  );
  await screen.findAllByRole('article');
  const days = container.querySelector('section')!.parentElement!;
  const drawn = [...days.childNodes].map(shape).join('');
  unmount();
  return drawn;
}

/** The same list as the page draws it before the app, from the build's markup. */
function drawnByThePage(user: typeof owner | typeof field, page: Update[]) {
  const frames = document.createElement('template');
  frames.innerHTML = renderDrawnFrames();
  const frame = frames.content.querySelector('[data-frame="/updates"]')!.cloneNode(true) as Element;
  const parts = frames.content.querySelector('[data-parts="/updates"]')!;
  expect(drawNotes(frame, parts, page, user)).toBe(true);
  const days = frame.querySelector('[data-slot="updates:days"]')!;
  return { days, shape: [...days.childNodes].map(shape).join('') };
}

describe('the notes drawn before the app (decision 253)', { timeout: 60_000 }, () => {
  it('are the skeleton’s own, for every kind of entry, for the owner and a field user', async () => {
    // Every entry of the page in view.
    Object.defineProperty(window, 'innerHeight', { value: 2000, configurable: true });
    for (const user of [owner, field]) {
      const byThePage = drawnByThePage(user, PAGE);
      expect(byThePage.shape).toBe(await drawnByTheApp(user, PAGE));
      // Values, never markup, from what people wrote.
      expect(byThePage.days.textContent).toContain('Cylinders taken: <img src="x"> & "ok"');
      expect(byThePage.days.querySelector('img')).toBeNull();
      expect(byThePage.shape).toContain('aria-label="Maple & <Oak> "Street", Nov 20, 2026"');
    }
  });

  it('draw only the entries the window shows, as the skeleton does', async () => {
    Object.defineProperty(window, 'innerHeight', { value: 390, configurable: true });
    const byThePage = drawnByThePage(owner, PAGE);
    expect(byThePage.shape).toBe(await drawnByTheApp(owner, PAGE));
    expect(byThePage.days.querySelectorAll('article')).toHaveLength(1);
  });

  it('draw nothing for an empty first page: the app shows its own', () => {
    const frames = document.createElement('template');
    frames.innerHTML = renderDrawnFrames();
    const frame = frames.content.querySelector('[data-frame="/updates"]')!;
    const parts = frames.content.querySelector('[data-parts="/updates"]')!;
    expect(drawNotes(frame, parts, [], owner)).toBe(false);
  });
});
