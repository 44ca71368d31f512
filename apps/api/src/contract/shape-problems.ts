import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import type { z } from 'zod';
import { toDocumentSchema } from './document-schema.js';

const ajv = new Ajv2020({ strict: false, allErrors: true, validateFormats: false });
const compiled = new WeakMap<z.ZodType, ValidateFunction>();

/**
 * Where a JSON body leaves its schema, deeply (objects inside arrays and records too): each key the
 * schema does not name, as its path, then any other mismatch. The schema's response-side JSON Schema
 * closes every object (`additionalProperties: false`), so a key the schema lacks is found however deep.
 */
export function shapeProblems(schema: z.ZodType, body: unknown): string[] {
  let validate = compiled.get(schema);
  if (!validate) {
    validate = ajv.compile(toDocumentSchema(schema, 'output'));
    compiled.set(schema, validate);
  }
  if (validate(body)) return [];
  return (validate.errors ?? []).map((error) =>
    error.keyword === 'additionalProperties'
      ? `unexpected key ${error.instancePath}/${String(error.params.additionalProperty)}`
      : `${error.instancePath || '(body)'} ${error.message ?? error.keyword}`,
  );
}
