import type { z } from 'zod';

/** One invalid field, as every 400 lists them. */
export interface FieldIssue {
  path: string;
  message: string;
}

/** An error the client caused and can act on; its message is shown to the user. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly headers: Record<string, string> = {},
    readonly issues?: FieldIssue[],
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

export const notFound = (what: string) => new HttpError(404, `${what} not found`);

/** A zod failure on input that did not pass through a route schema (multipart fields). */
export function invalidInput(error: z.ZodError, part = 'body'): HttpError {
  const issues = error.issues.map<FieldIssue>((issue) => ({
    path: issue.path.join('.') || part,
    message: issue.message,
  }));
  const message = issues.map((issue) => `${issue.path}: ${issue.message}`).join('; ');
  return new HttpError(400, message, {}, issues);
}
