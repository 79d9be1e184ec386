// @vitest-environment happy-dom
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders, stubApi, writes } from '../../../../../tests/setup/render-web';
import { project } from '../../../../../tests/setup/web-records';
import { TaskFormDialog } from './task-form-dialog';

describe('the task form dialog', { timeout: 60_000 }, () => {
  it('submitting it empty shows the required fields and sends nothing', async () => {
    const calls = stubApi({ 'GET /api/projects/options': [project] });
    renderWithProviders(<TaskFormDialog opened task={null} onClose={vi.fn()} />);
    fireEvent.click(screen.getByRole('button', { name: 'Add Task' }));
    expect(await screen.findByText('Title is required')).toBeTruthy();
    expect(screen.getByText('Project is required')).toBeTruthy();
    expect(writes(calls)).toEqual([]);
  });

  it('posts a valid task as pending, with its checklist and without blank rows', async () => {
    const calls = stubApi({ 'GET /api/projects/options': [project], 'POST /api/tasks': {} });
    const onClose = vi.fn();
    renderWithProviders(<TaskFormDialog opened task={null} onClose={onClose} />);
    fireEvent.change(screen.getByRole('textbox', { name: 'Title' }), {
      target: { value: 'Pour footings' },
    });
    fireEvent.click(screen.getByRole('combobox', { name: 'Project' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Harbor Bridge' }));
    fireEvent.change(screen.getByRole('textbox', { name: 'Checklist item 1' }), {
      target: { value: 'Rebar inspected' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Add Item' }));
    fireEvent.click(screen.getByRole('button', { name: 'Add Task' }));

    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
    expect(writes(calls)).toEqual([
      {
        method: 'POST',
        path: '/api/tasks',
        body: {
          title: 'Pour footings',
          description: '',
          projectId: project.id,
          project: 'Harbor Bridge',
          dueDate: null,
          checklist: JSON.stringify([{ text: 'Rebar inspected', completed: false }]),
          status: 'pending',
        },
      },
    ]);
  });

  it("offers the chosen project's members as assignees and posts the one chosen", async () => {
    const member = {
      id: 'c1a8f0de-6b52-4f0e-9d7e-1f2a3b4c5d6e',
      name: 'Sam Field',
      username: 'sam',
      role: 'field',
    };
    const calls = stubApi({
      'GET /api/auth/session': {
        user: { id: 'owner-id', username: 'admin', name: 'Owner', role: 'owner', email: null },
      },
      'GET /api/projects/options': [project],
      [`GET /api/projects/${project.id}/members`]: { members: [member], people: [member] },
      'POST /api/tasks': {},
    });
    const onClose = vi.fn();
    renderWithProviders(<TaskFormDialog opened task={null} onClose={onClose} />);
    fireEvent.change(screen.getByRole('textbox', { name: 'Title' }), {
      target: { value: 'Set forms' },
    });
    fireEvent.click(screen.getByRole('combobox', { name: 'Project' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Harbor Bridge' }));
    fireEvent.click(screen.getByRole('combobox', { name: 'Assignee' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Sam Field' }));
    fireEvent.click(screen.getByRole('button', { name: 'Add Task' }));

    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
    expect(writes(calls)).toEqual([
      {
        method: 'POST',
        path: '/api/tasks',
        body: expect.objectContaining({ title: 'Set forms', assigneeId: member.id }),
      },
    ]);
  });
});
