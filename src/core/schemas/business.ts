import { z } from 'zod';
import { optionalText } from './text.js';

/** The issuer printed on invoices; every field is optional until the owner fills it in. */
export const businessProfileSchema = z.object({
  name: z.string(),
  address: z.string(),
  email: z.string(),
  phone: z.string(),
});
export type BusinessProfile = z.infer<typeof businessProfileSchema>;

export const emptyBusinessProfile: BusinessProfile = {
  name: '',
  address: '',
  email: '',
  phone: '',
};

const blankAsEmpty = (label: string, max: number) =>
  optionalText(label, max).transform((value) => value ?? '');

/** PUT /api/settings/business-profile body; blank fields are stored as empty. */
export const businessProfileInputSchema = z.object({
  name: blankAsEmpty('Business name', 200),
  address: blankAsEmpty('Address', 500),
  email: blankAsEmpty('Email', 254).refine(
    (value) => value === '' || z.email().safeParse(value).success,
    'Enter a valid email address',
  ),
  phone: blankAsEmpty('Phone', 50),
});
export type BusinessProfileInput = z.input<typeof businessProfileInputSchema>;
