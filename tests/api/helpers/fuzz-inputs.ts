import fc from 'fast-check';

// Generators of hostile input for tests/api/fuzz.test.ts.

// Control characters no field accepts (decision 132). NUL matters most: PostgreSQL
// cannot store it, so a field that lets it through answers 500 there.
export const NUL = '\u0000';
const CONTROLS = [NUL, '\u0001', '\u0008', '\u000b', '\u001b', '\u007f'];

const nasty = [
  '',
  ' ',
  '\u0000',
  'nul\u0000inside',
  '[{"text":"a\\u0000b","completed":false}]',
  '\r\nX-Injected: 1',
  '<img src=x onerror=window.__xss=1>',
  "' OR 1=1 --",
  '"; DROP TABLE tasks; --',
  '../../../etc/passwd',
  '..\\..\\windows\\win.ini',
  '2026-02-30',
  '2026-13-01',
  '0000-00-00',
  '2026-2-3',
  '-0001-01-01',
  '99999-01-01',
  '2026-02-28T25:00:00Z',
  'NaN',
  'Infinity',
  '-1',
  '1e309',
  '0x10',
  'null',
  'true',
  '[]',
  '{}',
  '%00',
  '%',
  '\u202eevil\u202c',
  '\ud800',
  '💥'.repeat(300),
  'a'.repeat(5_000),
  'é'.repeat(70_000),
  '00000000-0000-4000-8000-000000000000',
  'not-a-uuid',
  'Pending',
  'Paid',
  'completed',
  'Client',
];

// Text with a control character somewhere inside. Without it a control character was
// rare: two constants of the list above, or a lucky `binary` string.
const withControl = fc
  .tuple(fc.string({ maxLength: 8 }), fc.constantFrom(...CONTROLS), fc.string({ maxLength: 8 }))
  .map(([before, control, after]) => before + control + after);

export const weirdString: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(...nasty),
  withControl,
  fc.string({ maxLength: 40 }),
  fc.string({ unit: 'grapheme', maxLength: 20 }),
  fc.string({ unit: 'binary', maxLength: 20 }),
  fc.uuid(),
  fc.date({ noInvalidDate: true }).map((d) => d.toISOString().slice(0, 10)),
);

export const weirdNumber: fc.Arbitrary<number> = fc.oneof(
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.constantFrom(-1, 0, 1, 0.5, 0.001, 1e-10, 2 ** 31, 2 ** 53 + 2, 1e21, 1e308, -1e308),
);

/** Any JSON value, nested a little. */
export const weirdValue: fc.Arbitrary<unknown> = fc.letrec((tie) => ({
  value: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    weirdString,
    weirdNumber,
    fc.boolean(),
    fc.constant(null),
    fc.array(tie('value'), { maxLength: 4 }),
    fc.dictionary(weirdString, tie('value'), { maxKeys: 4 }),
  ),
})).value;

/** Copies of `value`, each with a NUL put into one of its strings (at any depth). */
export function nulInEachString(value: unknown): unknown[] {
  if (typeof value === 'string') return [`${value.slice(0, 1)}${NUL}${value.slice(1)}`];
  if (Array.isArray(value)) {
    return value.flatMap((item, index) =>
      nulInEachString(item).map((changed) => value.with(index, changed)),
    );
  }
  if (value !== null && typeof value === 'object') {
    return Object.entries(value).flatMap(([key, item]) =>
      nulInEachString(item).map((changed) => ({ ...value, [key]: changed })),
    );
  }
  return [];
}

/** `{"a":{"a":...}}` nested `depth` times, as raw JSON text. */
export const deepJson = (depth: number) => '{"a":'.repeat(depth) + '1' + '}'.repeat(depth);

/** A valid body with one field changed, removed or added, or a whole other value. */
export function bodyFor(base: Record<string, unknown> | undefined): fc.Arbitrary<unknown> {
  const others = fc.oneof(weirdValue, fc.dictionary(weirdString, weirdValue, { maxKeys: 6 }));
  if (!base) return others;
  const keys = Object.keys(base);
  return fc.oneof(
    others,
    fc.record({ key: fc.constantFrom(...keys), value: weirdValue }).map(({ key, value }) => ({
      ...base,
      [key]: value,
    })),
    fc.constantFrom(...keys).map((key) => {
      const copy = { ...base };
      delete copy[key];
      return copy;
    }),
    fc.record({ key: weirdString, value: weirdValue }).map(({ key, value }) => ({
      ...base,
      [key]: value,
    })),
    fc.constant(base),
  );
}

/** Raw payloads that are not the JSON the route expects. */
export const rawBody: fc.Arbitrary<{ payload: string; contentType: string }> = fc.oneof(
  fc.constantFrom(
    { payload: '{', contentType: 'application/json' },
    { payload: '{"a":1}garbage', contentType: 'application/json' },
    { payload: '', contentType: 'application/json' },
    { payload: 'null', contentType: 'application/json' },
    { payload: '"text"', contentType: 'application/json' },
    { payload: '{"__proto__":{"polluted":1}}', contentType: 'application/json' },
    { payload: '{"constructor":{"prototype":{"polluted":1}}}', contentType: 'application/json' },
    { payload: deepJson(5_000), contentType: 'application/json' },
    { payload: 'a=1&b=2', contentType: 'application/x-www-form-urlencoded' },
    { payload: '<x/>', contentType: 'text/xml' },
    { payload: 'x'.repeat(1024 * 1024 + 10), contentType: 'application/json' },
  ),
  fc.string({ unit: 'binary', maxLength: 60 }).map((payload) => ({
    payload,
    contentType: 'application/json',
  })),
);

/** Percent-encodes the UTF-8 bytes (lone surrogates included, as U+FFFD). */
export const encode = (value: string) =>
  Array.from(Buffer.from(value, 'utf8'), (byte) =>
    /[A-Za-z0-9_.~-]/.test(String.fromCharCode(byte))
      ? String.fromCharCode(byte)
      : `%${byte.toString(16).padStart(2, '0')}`,
  ).join('');

export const QUERY_KEYS = [
  'from',
  'to',
  'projectId',
  'limit',
  'cursor',
  'q',
  'period',
  'weeks',
  'status',
  'id',
];

/** A query string: known keys with hostile values, unknown keys, repeated keys, bad escapes. */
export const queryString: fc.Arbitrary<string> = fc.oneof(
  fc
    .array(
      fc.tuple(
        fc.oneof(fc.constantFrom(...QUERY_KEYS), weirdString),
        fc.oneof(weirdString, weirdNumber.map(String)),
      ),
      { maxLength: 4 },
    )
    .map((pairs) => pairs.map(([k, v]) => `${encode(k)}=${encode(v.slice(0, 3000))}`).join('&')),
  fc.constantFrom(
    'limit=%',
    'q=%E0%A4%A',
    'from=2026-02-30&to=2026-01-01',
    'limit=1&limit=2',
    'weeks=-1',
    'limit=1e3',
    'cursor=!!!',
    'q[]=a',
    'status[$ne]=x',
  ),
);

/** A path id: a random or seeded UUID, or something that is not one at all. */
export function pathId(seeded: string[]): fc.Arbitrary<string> {
  return fc.oneof(
    fc.uuid(),
    ...(seeded.length > 0 ? [fc.constantFrom(...seeded)] : []),
    weirdString.map((s) => encode(s.slice(0, 500)) || 'x'),
    fc.constantFrom('..%2F..%2Fetc%2Fpasswd', '%00', '1', '-1', 'a'.repeat(3000), '%E2%80%AE'),
  );
}

const boundary = 'fuzzboundary42';
const multipartType = `multipart/form-data; boundary=${boundary}`;
const multipartEnd = Buffer.from(`--${boundary}--\r\n`);
const part = (name: string, value: string | Buffer, filename?: string, type?: string) =>
  Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${name}"${filename === undefined ? '' : `; filename="${filename}"`}\r\n` +
        (type ? `Content-Type: ${type}\r\n` : '') +
        '\r\n',
    ),
    Buffer.isBuffer(value) ? value : Buffer.from(value),
    Buffer.from('\r\n'),
  ]);

interface FuzzFile {
  field: string;
  filename: string;
  type: string;
  data: Buffer;
}

/** A well-formed multipart body of these text fields (a name may repeat) and files. */
export function multipartPayload(
  fields: Record<string, string> | [string, string][],
  files: FuzzFile[] = [],
): { payload: Buffer; contentType: string } {
  const entries = Array.isArray(fields) ? fields : Object.entries(fields);
  const parts = [
    ...entries.map(([name, value]) => part(name, value)),
    ...files.map((f) => part(f.field, f.data, f.filename.replaceAll(/["\r\n]/g, ''), f.type)),
  ];
  return { payload: Buffer.concat([...parts, multipartEnd]), contentType: multipartType };
}

/** Multipart bodies, well formed with hostile fields, or broken in the framing. */
export function multipartBody(
  fields: Record<string, string>,
): fc.Arbitrary<{ payload: Buffer; contentType: string }> {
  const end = multipartEnd;
  const contentType = multipartType;
  const wellFormed = fc
    .record({
      changed: fc.option(
        fc.record({ key: fc.constantFrom(...Object.keys(fields)), value: weirdString }),
      ),
      dropped: fc.option(fc.constantFrom(...Object.keys(fields))),
      extra: fc.array(fc.tuple(weirdString, weirdString), { maxLength: 3 }),
      files: fc.array(
        fc.record({
          field: fc.constantFrom('file', 'file', 'photo', ''),
          filename: fc.oneof(
            weirdString,
            fc.constantFrom('x.png', '../../evil.html', 'a.svg.png', ''),
          ),
          type: fc.constantFrom(
            'image/png',
            'text/html',
            'image/svg+xml',
            'application/x-evil',
            'bad type',
          ),
          data: fc.uint8Array({ maxLength: 200 }).map((a) => Buffer.from(a)),
        }),
        { maxLength: 3 },
      ),
    })
    .map(({ changed, dropped, extra, files }) => {
      const values: Record<string, string> = { ...fields };
      if (changed) values[changed.key] = changed.value;
      if (dropped) delete values[dropped];
      const entries = [
        ...Object.entries(values),
        ...extra.map(([k, v]): [string, string] => [k.replaceAll('"', ''), v]),
      ];
      return multipartPayload(entries, files);
    });
  const broken = fc.oneof(
    fc.constant({
      payload: Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="note"\r\n\r\nunterminated`,
      ),
      contentType,
    }),
    fc.constant({ payload: Buffer.from('no boundary at all'), contentType }),
    fc.constant({ payload: Buffer.from('x'), contentType: 'multipart/form-data' }),
    fc.constant({ payload: Buffer.from('x'), contentType: 'multipart/form-data; boundary=' }),
    fc.uint8Array({ maxLength: 300 }).map((a) => ({ payload: Buffer.from(a), contentType })),
    fc.constant({ payload: Buffer.concat([part('note', 'x'.repeat(300_000)), end]), contentType }),
  );
  return fc.oneof(wellFormed, broken);
}
