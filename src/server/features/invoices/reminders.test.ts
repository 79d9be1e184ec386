import { describe, expect, it } from 'vitest';
import { reminderWhen } from './invoice-email.js';
import { dueStep } from './reminders.js';

describe('dueStep', () => {
  const steps = [-3, 7, 14];
  const due = '2030-01-15';

  it('is null before the first step’s day', () => {
    expect(dueStep(steps, due, '2030-01-01', '2030-01-11')).toBeNull();
  });

  it('is the latest step whose day has come, with the ones it passed', () => {
    expect(dueStep(steps, due, '2030-01-01', '2030-01-12')).toEqual({ step: -3, passed: [] });
    expect(dueStep(steps, due, '2030-01-01', '2030-01-21')).toEqual({ step: -3, passed: [] });
    expect(dueStep(steps, due, '2030-01-01', '2030-01-22')).toEqual({ step: 7, passed: [-3] });
    expect(dueStep(steps, due, '2030-01-01', '2030-03-01')).toEqual({ step: 14, passed: [-3, 7] });
  });

  it('never reminds on or before the day the invoice was issued', () => {
    // Issued the day the "3 days before" step falls on: that step is not due.
    expect(dueStep(steps, due, '2030-01-12', '2030-01-12')).toBeNull();
    expect(dueStep(steps, due, '2030-01-20', '2030-01-22')).toEqual({ step: 7, passed: [] });
  });
});

describe('reminderWhen', () => {
  it('says when the invoice is due, in words', () => {
    expect([-3, -1, 0, 1, 7].map(reminderWhen)).toEqual([
      'is due in 3 days',
      'is due in 1 day',
      'is due today',
      'is 1 day overdue',
      'is 7 days overdue',
    ]);
  });
});
