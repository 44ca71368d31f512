import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import type { LightMyRequestResponse } from 'fastify';
import type { JsonSchema } from '../../contract/document-schema.js';
import type { OperationEntry } from './openapi-document.js';

export type FindingKind =
  'server error' | 'undocumented status' | 'undocumented content type' | 'body mismatch';
export type Problem = { kind: FindingKind; detail: string };

/**
 * Checks answers against the served OpenAPI document itself (JSON Schema, with Ajv), not against the
 * zod schemas it was generated from: a generator mistake (a nullable enum without null, a field marked
 * required that is not) shows up here. Formats are not checked: zod emits a pattern wherever a format
 * constrains (uuid), and `binary` bodies are not JSON.
 */
export function documentChecker() {
  const ajv = new Ajv2020({ strict: false, allErrors: true, validateFormats: false });
  const compiled = new Map<string, ValidateFunction>();
  const validator = (key: string, schema: JsonSchema) => {
    let validate = compiled.get(key);
    if (!validate) {
      validate = ajv.compile(schema);
      compiled.set(key, validate);
    }
    return validate;
  };

  return (entry: OperationEntry, response: LightMyRequestResponse): Problem | undefined => {
    const status = response.statusCode;
    if (status >= 500) return { kind: 'server error', detail: response.body.slice(0, 400) };
    const responses = entry.operation.responses;
    const declared = responses[String(status)] ?? responses[`${String(status)[0]}XX`] ?? responses.default;
    if (!declared) {
      return {
        kind: 'undocumented status',
        detail: `${status} (documented: ${Object.keys(responses).join(', ')})`,
      };
    }
    if (status === 204) return undefined;
    const header = response.headers['content-type'];
    const type = typeof header === 'string' ? (header.split(';')[0] ?? '').trim().toLowerCase() : '';
    const media = declared.content?.[type];
    if (!media) {
      const documented = Object.keys(declared.content ?? {}).join(', ');
      return {
        kind: 'undocumented content type',
        detail: `${status} ${type || '(none)'} (documented: ${documented})`,
      };
    }
    if (type !== 'application/json' || !media.schema) return undefined;
    let body: unknown;
    try {
      body = JSON.parse(response.body);
    } catch {
      return { kind: 'body mismatch', detail: `${status}: not JSON: ${response.body.slice(0, 200)}` };
    }
    const validate = validator(`${entry.key} ${status} ${type}`, media.schema);
    if (validate(body)) return undefined;
    const errors = (validate.errors ?? [])
      .slice(0, 5)
      .map((e) => `${e.instancePath || '(body)'} ${e.message ?? ''}`);
    return {
      kind: 'body mismatch',
      detail: `${status}: ${errors.join('; ')} in ${response.body.slice(0, 300)}`,
    };
  };
}
