import fc from 'fast-check';
import { FilePart } from './file-part.js';
import type { FuzzRequest } from './fuzz-request.js';
import {
  foreignContentType,
  hostilePathId,
  hostileText,
  hostileValue,
  malformedJson,
} from './hostile-values.js';
import type { OperationEntry } from './openapi-document.js';
import { bodyType, JSON_TYPE, MULTIPART_TYPE, validRequest } from './valid-request.js';
import type { IdSource } from './valid-values.js';

type Mutation = (request: FuzzRequest) => FuzzRequest;
const BODY_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
/** Just over the 1 MB JSON body limit. */
const OVERSIZED = `{"x":"${'a'.repeat(1024 * 1024 + 16)}"}`;

const named =
  (label: string, change: (request: FuzzRequest) => Partial<FuzzRequest>): Mutation =>
  (request) => ({
    ...request,
    ...change(request),
    label,
  });

/** Every object and array inside a value (FileParts are leaves), depth first, the root included. */
function containers(value: unknown): (Record<string, unknown> | unknown[])[] {
  if (typeof value !== 'object' || value === null || value instanceof FilePart) return [];
  const children = Object.values(value).flatMap(containers);
  return [value as Record<string, unknown> | unknown[], ...children];
}

/** A deep copy with one key of one container (chosen by `pick`) set to `replacement`. */
function setSomewhere(root: unknown, pick: number, key: string | undefined, replacement: unknown): unknown {
  const copy: unknown = structuredCloneKeepingFiles(root);
  const targets = containers(copy);
  const target = targets[pick % Math.max(targets.length, 1)];
  if (!target) return replacement;
  const keys = Object.keys(target);
  const chosen = key ?? keys[pick % Math.max(keys.length, 1)] ?? '0';
  // defineProperty: a key named __proto__ becomes an own property, as JSON.parse would make it.
  Object.defineProperty(target, chosen, {
    value: replacement,
    enumerable: true,
    writable: true,
    configurable: true,
  });
  return copy;
}

function structuredCloneKeepingFiles(value: unknown): unknown {
  if (value instanceof FilePart || typeof value !== 'object' || value === null) return value;
  if (Array.isArray(value)) return value.map(structuredCloneKeepingFiles);
  return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, structuredCloneKeepingFiles(v)]));
}

function bodyValue(request: FuzzRequest): unknown {
  if (request.body?.kind === 'json') return request.body.value;
  if (request.body?.kind === 'multipart') return request.body.parts;
  return undefined;
}

function withBodyValue(request: FuzzRequest, value: unknown): Partial<FuzzRequest> {
  if (request.body?.kind === 'multipart') {
    const parts =
      typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : { candidate: value };
    return { body: { kind: 'multipart', parts } };
  }
  return { body: { kind: 'json', value } };
}

const raw = (contentType: string, payload: string | Buffer): Partial<FuzzRequest> => ({
  body: { kind: 'raw', contentType, payload },
});

/** Multipart bodies broken in their framing: cut off, no boundary, a part without a name, a stray file. */
const MALFORMED_MULTIPART: readonly [string, string][] = [
  [`${MULTIPART_TYPE}; boundary=x`, '--x\r\nContent-Disposition: form-data; name="candidate"\r\n\r\n{'],
  [
    `${MULTIPART_TYPE}; boundary=x`,
    '--x\r\nContent-Disposition: form-data; name="resume"; filename="cv.pdf"\r\n\r\n%PDF-',
  ],
  [`${MULTIPART_TYPE}; boundary=x`, 'garbage'],
  [`${MULTIPART_TYPE}; boundary=x`, '--x--'],
  [`${MULTIPART_TYPE}; boundary=x`, '--x\r\nContent-Type: text/plain\r\n\r\nno name\r\n--x--\r\n'],
  [
    `${MULTIPART_TYPE}; boundary=x`,
    '--x\r\nContent-Disposition: form-data; name="resume"; filename="a.pdf"\r\n\r\n%PDF-1.4\r\n--x\r\nContent-Disposition: form-data; name="resume"; filename="b.pdf"\r\n\r\n%PDF-1.4\r\n--x--\r\n',
  ],
  [MULTIPART_TYPE, 'no boundary at all'],
  [`${MULTIPART_TYPE}; boundary=${'b'.repeat(300)}`, '--x--'],
];

/** Uploads that are not acceptable resumes. */
const badFile: fc.Arbitrary<FilePart> = fc.constantFrom(
  new FilePart('cv.exe', FilePart.pdf().content),
  new FilePart('cv.pdf', Buffer.from('hello, not a pdf')),
  new FilePart('cv.pdf', Buffer.alloc(0)),
  new FilePart('', FilePart.pdf().content),
  new FilePart(`${'a'.repeat(300)}.pdf`, FilePart.pdf().content),
  new FilePart('..\\..\\evil.pdf', FilePart.pdf().content),
  new FilePart('c\u0000v\u202e.pdf', FilePart.pdf().content),
);

function mutations(entry: OperationEntry): fc.Arbitrary<Mutation>[] {
  const pathNames = (entry.operation.parameters ?? []).filter((p) => p.in === 'path').map((p) => p.name);
  const queryNames = [
    ...(entry.operation.parameters ?? []).filter((p) => p.in === 'query').map((p) => p.name),
    'unknown_param',
  ];
  const type = bodyType(entry);
  const list: fc.Arbitrary<Mutation>[] = [
    fc
      .tuple(fc.constantFrom(...queryNames), fc.oneof(hostileText, fc.array(hostileText, { maxLength: 3 })))
      .map(([name, value]) => named('query value', (r) => ({ query: { ...r.query, [name]: value } }))),
  ];
  if (pathNames.length > 0) {
    const pathName = fc.constantFrom(...pathNames);
    list.push(
      fc
        .tuple(pathName, hostilePathId)
        .map(([name, value]) =>
          named('path id', (r) => ({ pathParams: { ...r.pathParams, [name]: value } })),
        ),
      fc
        .tuple(pathName, fc.constantFrom('%', '%zz', '%E0%A4%A', '%C0%AF', '%FF%FE'))
        .map(([name, value]) =>
          named('bad URL encoding', (r) => ({ rawPathParams: { ...r.rawPathParams, [name]: value } })),
        ),
    );
  }
  if (type) {
    list.push(
      fc
        .tuple(fc.nat(), hostileValue)
        .map(([pick, value]) =>
          named('body field', (r) => withBodyValue(r, setSomewhere(bodyValue(r), pick, undefined, value))),
        ),
      fc
        .tuple(fc.nat(), fc.constantFrom('unknownField', '__proto__', 'constructor', ''), hostileValue)
        .map(([pick, key, value]) =>
          named('unknown field', (r) => withBodyValue(r, setSomewhere(bodyValue(r), pick, key, value))),
        ),
      hostileValue.map((value) => named('whole body', (r) => withBodyValue(r, value))),
    );
  }
  if (BODY_METHODS.has(entry.method)) {
    list.push(
      malformedJson.map((text) => named('malformed JSON', () => raw(JSON_TYPE, text))),
      foreignContentType.map((contentType) => named('content type', () => raw(contentType, 'x=1'))),
      fc.constant(named('oversized body', () => raw(JSON_TYPE, OVERSIZED))),
    );
  }
  if (type === JSON_TYPE) {
    list.push(
      fc.constant(named('multipart to JSON', () => raw(`${MULTIPART_TYPE}; boundary=x`, '--x--\r\n'))),
    );
  }
  if (type === MULTIPART_TYPE) list.push(...multipartMutations());
  return list;
}

function multipartMutations(): fc.Arbitrary<Mutation>[] {
  const parts = (r: FuzzRequest) => (r.body?.kind === 'multipart' ? r.body.parts : {});
  const replaceParts = (next: Record<string, unknown>): Partial<FuzzRequest> => ({
    body: { kind: 'multipart', parts: next },
  });
  return [
    fc.nat().map((pick) =>
      named('missing part', (r) => {
        const names = Object.keys(parts(r));
        const drop = names[pick % Math.max(names.length, 1)];
        return replaceParts(Object.fromEntries(Object.entries(parts(r)).filter(([name]) => name !== drop)));
      }),
    ),
    badFile.map((file) =>
      named('bad file', (r) => {
        const fileName = Object.keys(parts(r)).find((name) => parts(r)[name] instanceof FilePart) ?? 'resume';
        return replaceParts({ ...parts(r), [fileName]: file });
      }),
    ),
    fc
      .constantFrom<[string, unknown]>(['extra', 'text'], ['other', FilePart.pdf()], ['candidate ', '{}'])
      .map(([name, value]) => named('extra part', (r) => replaceParts({ ...parts(r), [name]: value }))),
    fc
      .constantFrom('not json {', '', '\u0000', 'null', '[]', '"text"')
      .map((text) =>
        named('part not JSON', (r) =>
          replaceParts(
            Object.fromEntries(
              Object.entries(parts(r)).map(([k, v]) => [k, v instanceof FilePart ? v : text]),
            ),
          ),
        ),
      ),
    fc
      .constantFrom(...MALFORMED_MULTIPART)
      .map(([type, payload]) => named('malformed multipart', () => raw(type, payload))),
    fc.constant(named('JSON to multipart', (r) => raw(JSON_TYPE, JSON.stringify(bodyValue(r)) ?? '{}'))),
  ];
}

/** A valid request with one thing broken: a value, a path id, the body, its type or its size. */
export function invalidRequest(entry: OperationEntry, ids: IdSource): fc.Arbitrary<FuzzRequest> {
  return fc
    .tuple(validRequest(entry, ids), fc.oneof(...mutations(entry)))
    .map(([request, mutate]) => mutate(request));
}
