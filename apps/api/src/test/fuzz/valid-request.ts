import fc from 'fast-check';
import type { FuzzBody, FuzzRequest } from './fuzz-request.js';
import { schemaOf, type OperationEntry } from './openapi-document.js';
import { exampleValue, validValue, type IdSource } from './valid-values.js';

export const JSON_TYPE = 'application/json';
export const MULTIPART_TYPE = 'multipart/form-data';

/** The id hint of a path parameter: its own name (`vacancyId`), else the segment before it (`candidates/{id}`). */
function pathHint(path: string, name: string): string {
  const segments = path.split('/');
  const index = segments.indexOf(`{${name}}`);
  return name === 'id' && index > 0 ? (segments[index - 1] ?? name) : name;
}

function parameters(entry: OperationEntry, where: 'path' | 'query', ids: IdSource) {
  const params = (entry.operation.parameters ?? []).filter((p) => p.in === where);
  const model = Object.fromEntries(
    params.map((p) => [
      p.name,
      validValue(schemaOf(p), { ids, hint: where === 'path' ? pathHint(entry.path, p.name) : p.name }),
    ]),
  );
  const requiredKeys = params.filter((p) => p.required === true || where === 'path').map((p) => p.name);
  return fc.record(model, { requiredKeys });
}

/** The body media type the fuzzer sends: JSON where the operation takes it, else multipart. */
export function bodyType(entry: OperationEntry): string | undefined {
  const content = entry.operation.requestBody?.content ?? {};
  if (JSON_TYPE in content) return JSON_TYPE;
  if (MULTIPART_TYPE in content) return MULTIPART_TYPE;
  return Object.keys(content)[0];
}

function body(entry: OperationEntry, ids: IdSource): fc.Arbitrary<FuzzBody | undefined> {
  const type = bodyType(entry);
  const media = type ? entry.operation.requestBody?.content[type] : undefined;
  if (!type || !media) return fc.constant(undefined);
  const ctx = { ids, hint: undefined };
  const generated = validValue(schemaOf(media), ctx);
  const value =
    media.example === undefined ? generated : fc.oneof(exampleValue(media.example, ctx), generated);
  if (type === MULTIPART_TYPE) {
    return value.map((parts) => ({
      kind: 'multipart' as const,
      parts: typeof parts === 'object' && parts !== null ? { ...parts } : {},
    }));
  }
  if (type === JSON_TYPE) return value.map((json) => ({ kind: 'json' as const, value: json }));
  return fc.constant({ kind: 'raw' as const, contentType: type, payload: '' });
}

/** Requests the document says are valid: schema-shaped parameters and bodies, real ids where they fit. */
export function validRequest(entry: OperationEntry, ids: IdSource): fc.Arbitrary<FuzzRequest> {
  return fc
    .record({
      pathParams: parameters(entry, 'path', ids),
      query: parameters(entry, 'query', ids),
      body: body(entry, ids),
    })
    .map(({ pathParams, query, body: requestBody }) => ({
      label: 'valid',
      pathParams: Object.fromEntries(Object.entries(pathParams).map(([k, v]) => [k, String(v)])),
      query,
      body: requestBody,
    }));
}
