import { z } from 'zod';

// zod's own English ("Invalid input: expected boolean, received string", "Too big: expected
// int to be <=9007199254740991") is written for developers. The API's messages are read by
// people (a form shows the message beside its field, after the field's name), so the
// issues no schema words itself get these. A schema's own message always wins.

type Issue = z.core.$ZodRawIssue;

const TYPE_WORDS: Record<string, string> = {
  boolean: 'true or false',
  number: 'a number',
  int: 'a whole number',
  bigint: 'a whole number',
  string: 'text',
  array: 'a list',
  object: 'an object',
  date: 'a date',
};

const FORMAT_WORDS: Record<string, string> = {
  email: 'an e-mail address',
  uuid: 'a valid id',
  guid: 'a valid id',
  url: 'a web address',
  date: 'a date in the form YYYY-MM-DD',
};

const isText = (origin: string) => origin === 'string';
const isList = (origin: string) => origin === 'array' || origin === 'set';

function sizeMessage(issue: Issue & { code: 'too_big' | 'too_small' }): string | undefined {
  const big = issue.code === 'too_big';
  const limit = big ? issue.maximum : issue.minimum;
  const inclusive = issue.inclusive !== false;
  if (!big && Number(limit) === 1 && inclusive && (isText(issue.origin) || isList(issue.origin))) {
    return 'must not be empty';
  }
  const bound = big ? (inclusive ? 'at most' : 'less than') : inclusive ? 'at least' : 'more than';
  if (isText(issue.origin)) return `must be ${bound} ${limit} characters long`;
  if (isList(issue.origin)) return `must have ${bound} ${limit} items`;
  if (['number', 'int', 'bigint'].includes(issue.origin)) return `must be ${bound} ${limit}`;
  return undefined;
}

export function plainMessage(issue: Issue): string | undefined {
  switch (issue.code) {
    case 'invalid_type': {
      if (issue.input === undefined) return 'is required';
      const words = TYPE_WORDS[issue.expected];
      return words ? `must be ${words}` : undefined;
    }
    case 'too_big':
    case 'too_small':
      return sizeMessage(issue);
    case 'invalid_value':
      return issue.values.length === 1
        ? `must be ${String(issue.values[0])}`
        : `must be one of: ${issue.values.map(String).join(', ')}`;
    case 'invalid_format': {
      const words = FORMAT_WORDS[issue.format];
      return words ? `must be ${words}` : undefined;
    }
    case 'unrecognized_keys':
      return `unknown ${issue.keys.length === 1 ? 'field' : 'fields'} ${issue.keys.join(', ')}`;
    default:
      return undefined;
  }
}

/** Makes plainMessage zod's fallback in this process. */
export function usePlainZodMessages(): void {
  z.config({ customError: plainMessage });
}
