import { z } from 'zod';

// Control characters (U+0000-U+001F and U+007F) are never part of what a person types.
// PostgreSQL cannot store NUL in text at all (the write fails), and the others hide
// text on screen, split CSV rows and e-mail headers. Every text field of the input
// schemas carries one of these two checks, so both databases and the web forms refuse
// the same input with a 400 naming the field (docs/decisions/132-input-hygiene.md).
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const SINGLE_LINE = /^[^\u0000-\u001f\u007f]*$/;
// Notes, descriptions and addresses keep tab, line feed and carriage return.
// eslint-disable-next-line no-control-regex -- as above
const MULTI_LINE = /^[^\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]*$/;

const controlMessage = (label: string) => `${label} must not contain control characters`;

/** Check for one-line text: refuses every control character, tab and line breaks included. */
export const singleLine = (label: string) => z.regex(SINGLE_LINE, controlMessage(label));

/** Check for text of several lines: tab, CR and LF pass, every other control character is refused. */
export const multiLine = (label: string) => z.regex(MULTI_LINE, controlMessage(label));

export const isSingleLine = (text: string) => SINGLE_LINE.test(text);
export const isMultiLine = (text: string) => MULTI_LINE.test(text);

/** Required single-line text, trimmed. */
export const requiredText = (label: string, max = 200) =>
  z
    .string({ message: `${label} is required` })
    .trim()
    .check(singleLine(label))
    .min(1, `${label} is required`)
    .max(max, `${label} must be at most ${max} characters`);

/** Required text of several lines (a note), trimmed. */
export const requiredMultilineText = (label: string, max: number) =>
  z
    .string({ message: `${label} is required` })
    .trim()
    .check(multiLine(label))
    .min(1, `${label} is required`)
    .max(max, `${label} must be at most ${max} characters`);

const blankAsNull = (value: string | null | undefined) => (value ? value : null);

/** Optional single-line text: blank, null or absent all become null. */
export const optionalText = (label: string, max = 2000) =>
  z
    .string()
    .trim()
    .check(singleLine(label))
    .max(max, `${label} must be at most ${max} characters`)
    .nullish()
    .transform(blankAsNull);

/** Optional text of several lines (a description, an address): blank becomes null. */
export const optionalMultilineText = (label: string, max = 5000) =>
  z
    .string()
    .trim()
    .check(multiLine(label))
    .max(max, `${label} must be at most ${max} characters`)
    .nullish()
    .transform(blankAsNull);

// What people write in a phone number: digits, spaces and + ( ) - . x (for an extension).
const PHONE = /^[0-9 +().xX-]*$/;
export const PHONE_MESSAGE = 'Phone may contain only digits, spaces and + ( ) - . x';
export const isPhoneText = (text: string) => PHONE.test(text);

/** A phone number, required: the characters above only, so a typo cannot slip in as text. */
export const requiredPhone = (max = 50) => requiredText('Phone', max).regex(PHONE, PHONE_MESSAGE);

/** A phone number, optional: blank, null or absent become null. */
export const optionalPhone = (max = 50) =>
  optionalText('Phone', max).refine((value) => value === null || PHONE.test(value), PHONE_MESSAGE);
