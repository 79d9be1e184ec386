import { z } from 'zod';
import { singleLine } from '../../../core/schemas/text.js';

// One GET to a weather service: Node's fetch with a time limit and a size limit, and
// every way it can fail turned into a sentence the log form can show (decision 191).

/**
 * A service's own words about a refusal, passed on only as one short line: the message is
 * shown beside the update and stored with it (PostgreSQL cannot store a NUL, and a
 * service's page of text is no message). Anything else reads as the bare status.
 */
export const serviceReason = z.string().max(300).check(singleLine('reason'));

/** A reason there is no reading, meant for the person filling in the log. */
export class WeatherError extends Error {
  override name = 'WeatherError';
}

export interface WeatherRequestOptions {
  /** The service's name as the messages say it ("Open-Meteo"). */
  service: string;
  timeoutMs: number;
  headers?: Record<string, string>;
  /** A key in the query must never follow a redirect to another host. */
  followRedirects: boolean;
}

/** A gridpoint's forecast is about 1 MB; anything far larger is not a weather answer. */
const MAX_BODY_BYTES = 8 * 1024 * 1024;

async function readBody(response: Response, service: string): Promise<string> {
  const reader = response.body?.getReader();
  if (!reader) return '';
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > MAX_BODY_BYTES) {
      await reader.cancel();
      throw new WeatherError(`${service} sent an answer too large to be a weather reading.`);
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks).toString('utf8');
}

function networkProblem(error: unknown, options: WeatherRequestOptions): WeatherError {
  const { service } = options;
  if (error instanceof WeatherError) return error;
  if (error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError')) {
    const seconds = Math.round(options.timeoutMs / 100) / 10;
    return new WeatherError(`${service} did not answer within ${seconds} seconds.`);
  }
  const cause = (error as { cause?: { code?: unknown } })?.cause;
  const code = typeof cause?.code === 'string' ? ` (${cause.code})` : '';
  return new WeatherError(`${service} could not be reached${code}.`);
}

/**
 * The status and the parsed JSON of a GET (undefined when the body is not JSON, which
 * only a 200 turns into an error); throws a WeatherError when there is no answer.
 */
export async function getJson(
  url: URL,
  options: WeatherRequestOptions,
): Promise<{ status: number; body: unknown }> {
  let response: Response;
  let text: string;
  try {
    response = await fetch(url, {
      headers: { accept: 'application/json, application/geo+json', ...options.headers },
      redirect: options.followRedirects ? 'follow' : 'error',
      signal: AbortSignal.timeout(options.timeoutMs),
    });
    text = await readBody(response, options.service);
  } catch (error) {
    throw networkProblem(error, options);
  }
  let body: unknown;
  try {
    body = JSON.parse(text) as unknown;
  } catch {
    if (response.status === 200) {
      throw new WeatherError(`${options.service} answered with something other than JSON.`);
    }
  }
  return { status: response.status, body };
}
