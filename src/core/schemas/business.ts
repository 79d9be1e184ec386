import { z } from 'zod';
import { optionalMultilineText, optionalPhone, optionalText } from './text.js';

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

const blankAsEmpty = (text: ReturnType<typeof optionalText>) =>
  text.transform((value) => value ?? '');

/** PUT /api/settings/business-profile body; blank fields are stored as empty. */
export const businessProfileInputSchema = z.object({
  name: blankAsEmpty(optionalText('Business name', 200)),
  address: blankAsEmpty(optionalMultilineText('Address', 500)),
  email: blankAsEmpty(optionalText('Email', 254)).refine(
    (value) => value === '' || z.email().safeParse(value).success,
    'Enter a valid email address',
  ),
  phone: optionalPhone(50).transform((value) => value ?? ''),
});
export type BusinessProfileInput = z.input<typeof businessProfileInputSchema>;
