import { z } from 'zod';
import { optionalText, requiredPhone, requiredText, singleLine } from './text.js';

export const CONTACT_TYPES = ['Client', 'Vendor', 'Subcontractor'] as const;
export const TRADES = [
  'Electrical',
  'Plumbing',
  'Carpentry',
  'Roofing',
  'Masonry',
  'HVAC',
  'Painting',
  'Landscaping',
  'Drywall',
  'Flooring',
  'Concrete',
  'Framing',
] as const;
export const CONTACT_SORT_KEYS = ['name', 'type', 'trade'] as const;

export type ContactType = (typeof CONTACT_TYPES)[number];
export type Trade = (typeof TRADES)[number];
export type ContactSortKey = (typeof CONTACT_SORT_KEYS)[number];

/** A contact as the API returns it; `trade` is absent for clients (spec section 3). */
export const contactSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  company: z.string().nullable(),
  position: z.string().nullable(),
  type: z.enum(CONTACT_TYPES),
  trade: z.enum(TRADES).optional(),
});
export type Contact = z.infer<typeof contactSchema>;

/**
 * Create and edit body (POST /api/clients, PATCH /api/clients/{id}). A client
 * never keeps a trade: it is cleared here, so the form and the server agree.
 */
export const contactInputSchema = z
  .object({
    name: requiredText('Name'),
    email: z
      .string({ message: 'Email is required' })
      .trim()
      .check(singleLine('Email'))
      .min(1, 'Email is required')
      .max(254, 'Email must be at most 254 characters')
      .pipe(z.email('Enter a valid email address')),
    phone: requiredPhone(50),
    company: optionalText('Company', 200),
    position: optionalText('Position', 200),
    type: z.enum(CONTACT_TYPES, { message: 'Type must be Client, Vendor or Subcontractor' }),
    trade: z
      .enum(TRADES, { message: 'Choose a trade from the list' })
      .nullish()
      .or(z.literal(''))
      .transform((value) => value || null),
  })
  .transform((contact) => ({
    ...contact,
    trade: contact.type === 'Client' ? null : contact.trade,
  }));
export type ContactInput = z.input<typeof contactInputSchema>;
export type ContactValues = z.output<typeof contactInputSchema>;
