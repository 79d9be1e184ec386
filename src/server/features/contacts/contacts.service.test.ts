import { describe, expect, it } from 'vitest';
import { deleteBlockedMessage, typeChangeBlockedMessage } from './contacts.service.js';

describe('deleteBlockedMessage', () => {
  it('names what still refers to the contact', () => {
    expect(deleteBlockedMessage({ projects: 2, invoices: 1 })).toBe(
      'This contact has 2 projects and 1 invoice. Delete or reassign them first.',
    );
    expect(deleteBlockedMessage({ projects: 1, invoices: 0 })).toBe(
      'This contact has 1 project. Delete or reassign it first.',
    );
    expect(deleteBlockedMessage({ projects: 0, invoices: 3 })).toBe(
      'This contact has 3 invoices. Delete or reassign them first.',
    );
  });

  it('lets a contact nothing refers to go', () => {
    expect(deleteBlockedMessage({ projects: 0, invoices: 0 })).toBeNull();
  });
});

describe('typeChangeBlockedMessage', () => {
  it('blocks a client with projects from becoming another type', () => {
    expect(typeChangeBlockedMessage('Client', 'Vendor', { projects: 2 })).toBe(
      'This contact is the client of 2 projects, so it must stay a Client.',
    );
    expect(typeChangeBlockedMessage('Client', 'Client', { projects: 2 })).toBeNull();
    expect(typeChangeBlockedMessage('Client', 'Vendor', { projects: 0 })).toBeNull();
    expect(typeChangeBlockedMessage('Vendor', 'Client', { projects: 0 })).toBeNull();
  });
});
