import { describe, expect, it } from 'vitest';
import { businessProfileInputSchema } from './business';
import { contactInputSchema } from './contact';
import { PHONE_MESSAGE } from './text';

const contact = (phone: string) =>
  contactInputSchema.safeParse({ name: 'Dana', email: 'dana@example.com', phone, type: 'Client' });

describe('phone numbers', () => {
  it('accepts digits, spaces and + ( ) - . x', () => {
    for (const phone of ['555-0100', '+1 (217) 555.0142', '217 555 0142 x12', '+48 555 0143']) {
      expect(contact(phone).success, phone).toBe(true);
    }
  });

  it('refuses letters and other text with a message a person can act on', () => {
    for (const phone of ['call Bob', '555-0100 ext 2', 'n/a', '555#0100']) {
      const result = contact(phone);
      expect(result.success, phone).toBe(false);
      expect(result.error?.issues[0]?.message).toBe(PHONE_MESSAGE);
    }
  });

  it('applies to the business profile too, where blank stays allowed', () => {
    expect(businessProfileInputSchema.parse({ phone: '' }).phone).toBe('');
    expect(businessProfileInputSchema.parse({ phone: '(217) 555-0142' }).phone).toBe(
      '(217) 555-0142',
    );
    const bad = businessProfileInputSchema.safeParse({ phone: 'office' });
    expect(bad.success).toBe(false);
    expect(bad.error?.issues[0]?.message).toBe(PHONE_MESSAGE);
  });
});
