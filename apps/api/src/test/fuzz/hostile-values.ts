import fc from 'fast-check';

/**
 * Values that break naive code: wrong types, huge and odd numbers, long strings, control characters,
 * lone surrogates, prototype keys, path tricks. Every field of every operation meets them.
 */
const SPECIAL_VALUES: readonly unknown[] = [
  null,
  true,
  0,
  -1,
  1.5,
  1e308,
  -1e308,
  2 ** 53 + 2,
  '',
  ' ',
  'NaN',
  'Infinity',
  '-0',
  '1e400',
  '9'.repeat(400),
  '-9007199254740993',
  '__proto__',
  'constructor',
  '../../etc/passwd',
  "' OR 1=1 --",
  '%00',
  '\u0000',
  'a\u0000b',
  '\u0007\u001b[2J',
  'tab\tnew\nline\r',
  '\u007f',
  '\ud800',
  'é😀\u202e',
  '<script>alert(1)</script>',
  'x'.repeat(10_000),
  'y'.repeat(300_000),
  [],
  [[]],
  {},
  { constructor: { prototype: { polluted: true } } },
];

/** A hostile value of any JSON type. */
export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...SPECIAL_VALUES) },
  { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
  { weight: 1, arbitrary: fc.integer() },
  { weight: 1, arbitrary: fc.double() },
  { weight: 1, arbitrary: fc.array(fc.string({ unit: 'binary', maxLength: 8 }), { maxLength: 3 }) },
  {
    weight: 1,
    arbitrary: fc.dictionary(fc.string({ maxLength: 8 }), fc.string({ maxLength: 8 }), { maxKeys: 3 }),
  },
);

/** A hostile value as text, for places that only carry text (path segments, query values). */
export const hostileText: fc.Arbitrary<string> = hostileValue.map((value) =>
  typeof value === 'string' ? value : JSON.stringify(value),
);

/**
 * Path ids that are not ids, or ids of nothing. Not '', '.' or '..': those change which path is asked
 * for (URL dot segments, an empty segment), so the request would no longer reach the operation.
 */
export const hostilePathId: fc.Arbitrary<string> = fc
  .oneof(
    fc.constantFrom(
      'not-a-uuid',
      '00000000-0000-0000-0000-000000000000',
      '0',
      '-1',
      '...',
      'null',
      'undefined',
    ),
    fc.uuid({ version: 4 }),
    hostileText,
  )
  .filter((id) => !['', '.', '..'].includes(id));

/** Bodies that are not JSON although they say so (and one that is JSON but hostile). */
export const malformedJson: fc.Arbitrary<string> = fc.constantFrom(
  '{"a":',
  '[',
  'nul',
  '{"x":1}}',
  "{'single': 'quotes'}",
  '\u0000',
  '',
  '{"a":"\\ud800"}',
  `${'['.repeat(5_000)}${']'.repeat(5_000)}`,
  // Valid JSON that naive merging code would let pollute Object.prototype.
  '{"__proto__":{"polluted":true}}',
);

/** Content types the operation does not take. */
export const foreignContentType: fc.Arbitrary<string> = fc.constantFrom(
  'text/plain',
  'application/xml',
  'application/x-www-form-urlencoded',
  'application/octet-stream',
  'image/png',
);
