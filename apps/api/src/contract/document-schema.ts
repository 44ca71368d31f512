import { z } from 'zod';

/** A JSON Schema (2020-12) as the OpenAPI 3.1 document holds it. */
export type JsonSchema = Record<string, unknown>;

type OverrideContext = { zodSchema: z.core.$ZodTypes; jsonSchema: z.core.JSONSchema.BaseSchema };

/**
 * What the client may send, not only what zod's converter can see. Corrections derived from the
 * schema itself, so that every route gets them:
 * - an object key is optional when its schema accepts a missing value (`.catch()`, `z.preprocess`
 *   that turns undefined into [], `.default()`); the converter marks those required;
 * - a pipe whose two sides both validate (e.g. a loose pre-check piped into a union) requires both:
 *   the converter shows only the first side;
 * - examples (`.meta({ examples })`) stay, even on schemas that transform.
 */
function inputOverride({ zodSchema, jsonSchema }: OverrideContext): void {
  const def = zodSchema._zod.def;
  // zod drops examples of transforming schemas on the input side; ours are written as request bodies.
  const examples = z.globalRegistry.get(zodSchema)?.examples;
  if (Array.isArray(examples)) jsonSchema.examples = examples;
  if (def.type === 'object' && Array.isArray(jsonSchema.required)) {
    const shape = def.shape;
    const required = jsonSchema.required.filter((key) => {
      const field = shape[key];
      return field === undefined || !z.safeParse(field, undefined).success;
    });
    if (required.length > 0) jsonSchema.required = required;
    else delete jsonSchema.required;
  }
  if (def.type === 'pipe' && !isTransform(def.in) && !isTransform(def.out)) {
    const first = { ...jsonSchema };
    for (const key of Object.keys(jsonSchema)) delete jsonSchema[key];
    jsonSchema.allOf = [first, toDocumentSchema(def.out, 'input')];
  }
}

/**
 * `anyOf: [{enum}, {type: 'null'}]` (a nullable enum) as one schema whose enum lists null: what
 * code generators and readers expect, and JSON Schema means the same.
 */
function listNullInEnum({ zodSchema, jsonSchema }: OverrideContext): void {
  if (zodSchema._zod.def.type !== 'nullable' || !Array.isArray(jsonSchema.anyOf)) return;
  const branches = jsonSchema.anyOf;
  const values = branches.find((b) => typeof b === 'object' && Array.isArray(b.enum));
  const onlyNull = branches.length === 2 && branches.some((b) => typeof b === 'object' && b.type === 'null');
  if (!onlyNull || typeof values !== 'object' || !Array.isArray(values.enum)) return;
  delete jsonSchema.anyOf;
  Object.assign(jsonSchema, values, {
    type: typeof values.type === 'string' ? [values.type, 'null'] : values.type,
    enum: [...values.enum, null],
  });
}

function isTransform(schema: z.core.$ZodType): boolean {
  return schema._zod.traits.has('$ZodTransform');
}

/**
 * A zod schema as the document's JSON Schema: the request side (`input`) for parameters and bodies,
 * the response side (`output`) for answers. Refinements that JSON Schema cannot express are left out
 * (the document then accepts more than the API; the API answers 400 with the field).
 */
export function toDocumentSchema(schema: z.core.$ZodType, io: 'input' | 'output'): JsonSchema {
  const json: JsonSchema = z.toJSONSchema(schema, {
    target: 'draft-2020-12',
    io,
    unrepresentable: 'any',
    reused: 'inline',
    override: (context) => {
      listNullInEnum(context);
      if (io === 'input') inputOverride(context);
    },
  });
  delete json.$schema;
  return json;
}
