import { describe, expect, it } from 'vitest';
import { dependentsText } from './dependents-text';

describe('dependentsText', () => {
  it('names everything that goes with the project', () => {
    expect(dependentsText({ tasks: 2, updates: 3, files: 1, invoices: 1 })).toBe(
      'Its 2 tasks, 3 updates (with 1 file) and 1 invoice will be deleted too.',
    );
    expect(dependentsText({ tasks: 1, updates: 0, files: 0, invoices: 2 })).toBe(
      'Its 1 task and 2 invoices will be deleted too.',
    );
    expect(dependentsText({ tasks: 0, updates: 4, files: 0, invoices: 0 })).toBe(
      'Its 4 updates will be deleted too.',
    );
  });

  it('says nothing when nothing else is deleted', () => {
    expect(dependentsText({ tasks: 0, updates: 0, files: 0, invoices: 0 })).toBeNull();
  });
});
