import fc from 'fast-check';
import type { JsonSchema } from '../../contract/document-schema.js';
import { FilePart } from './file-part.js';

/** Real ids of seeded rows for a name such as `candidateExternalIds` or `vacancyId`, if any fit. */
export type IdSource = (hint: string | undefined) => fc.Arbitrary<string> | undefined;
type Context = { ids: IdSource; hint: string | undefined };

/** Small values: the point is many shapes, not big ones (invalid-values brings the big ones). */
const MAX_ITEMS = 3;
const MAX_EXTRA_CHARS = 24;
const NUMBER_RANGE = 1_000_000;

const asSchema = (value: unknown): JsonSchema =>
  typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as JsonSchema) : {};
const asNumber = (value: unknown): number | undefined => (typeof value === 'number' ? value : undefined);
const asSchemas = (value: unknown): JsonSchema[] => (Array.isArray(value) ? value.map(asSchema) : []);

function stringValue(schema: JsonSchema, ctx: Context): fc.Arbitrary<unknown> {
  const minLength = asNumber(schema.minLength) ?? 0;
  const maxLength = Math.min(asNumber(schema.maxLength) ?? Infinity, minLength + MAX_EXTRA_CHARS);
  switch (schema.format) {
    case 'uuid':
      return ctx.ids(ctx.hint) ?? fc.uuid({ version: 4 });
    case 'binary':
      return fc.constant(FilePart.pdf());
    case 'email':
      return fc.stringMatching(/^[a-z]{1,12}\.[a-z]{1,8}@example\.test$/);
    case 'date-time':
      return fc.date({ noInvalidDate: true }).map((date) => date.toISOString());
  }
  if (typeof schema.pattern === 'string') {
    return fc
      .stringMatching(new RegExp(schema.pattern))
      .filter((text) => text.length >= minLength && text.length <= (asNumber(schema.maxLength) ?? Infinity));
  }
  return fc.string({ minLength, maxLength });
}

function numberValue(schema: JsonSchema, integer: boolean): fc.Arbitrary<unknown> {
  const exclusiveMin = asNumber(schema.exclusiveMinimum);
  const exclusiveMax = asNumber(schema.exclusiveMaximum);
  const min = Math.max(
    asNumber(schema.minimum) ?? -NUMBER_RANGE,
    exclusiveMin === undefined ? -Infinity : exclusiveMin + 1,
  );
  const max = Math.min(
    asNumber(schema.maximum) ?? NUMBER_RANGE,
    exclusiveMax === undefined ? Infinity : exclusiveMax - 1,
  );
  const low = Math.max(min, -NUMBER_RANGE);
  const high = Math.min(max, Math.max(low, NUMBER_RANGE));
  if (integer) return fc.integer({ min: Math.ceil(low), max: Math.floor(high) });
  return fc.double({ min: low, max: high, noNaN: true, noDefaultInfinity: true });
}

function objectValue(schema: JsonSchema, ctx: Context): fc.Arbitrary<unknown> {
  const properties = asSchema(schema.properties);
  const required = Array.isArray(schema.required) ? schema.required.map(String) : [];
  const model = Object.fromEntries(
    Object.entries(properties).map(([name, property]) => [
      name,
      validValue(asSchema(property), { ...ctx, hint: name }),
    ]),
  );
  return fc.record(model, { requiredKeys: required.filter((key) => key in model) });
}

function typedValue(schema: JsonSchema, type: unknown, ctx: Context): fc.Arbitrary<unknown> {
  switch (type) {
    case 'null':
      return fc.constant(null);
    case 'boolean':
      return fc.boolean();
    case 'integer':
      return numberValue(schema, true);
    case 'number':
      return numberValue(schema, false);
    case 'string':
      return stringValue(schema, ctx);
    case 'array': {
      const minLength = asNumber(schema.minItems) ?? 0;
      const maxLength = Math.min(asNumber(schema.maxItems) ?? Infinity, Math.max(minLength, MAX_ITEMS));
      return fc.array(validValue(asSchema(schema.items), ctx), { minLength, maxLength });
    }
    case 'object':
      return objectValue(schema, ctx);
    default:
      // No type: anything goes (e.g. a tolerant `page`); small values of each kind.
      return schema.properties
        ? objectValue(schema, ctx)
        : fc.oneof(fc.nat(100), fc.string({ maxLength: 8 }), fc.boolean());
  }
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * An example of the document as a template: its ids become seeded ones (by field name) and its e-mail
 * addresses get a random prefix, so that an example can create a row more than once.
 */
export function exampleValue(example: unknown, ctx: Context): fc.Arbitrary<unknown> {
  if (typeof example === 'string' && UUID.test(example)) return ctx.ids(ctx.hint) ?? fc.constant(example);
  if (typeof example === 'string' && /email/i.test(ctx.hint ?? '')) {
    return fc.stringMatching(/^[a-z]{6,10}$/).map((prefix) => `${prefix}.${example}`);
  }
  if (Array.isArray(example)) return fc.tuple(...example.map((item) => exampleValue(item, ctx)));
  if (typeof example === 'object' && example !== null) {
    const entries = Object.entries(example).map(([key, value]) => [
      key,
      exampleValue(value, { ...ctx, hint: key }),
    ]);
    return fc.record(Object.fromEntries(entries));
  }
  return fc.constant(example);
}

/**
 * A fast-check arbitrary of values the JSON Schema accepts (the document's schemas: draft 2020-12 as
 * zod emits it). `allOf` takes its last member, the stricter side of a zod pipe; ids come from the
 * seeded rows where the property name says what they are; examples in the document are used too.
 */
export function validValue(schema: JsonSchema, ctx: Context): fc.Arbitrary<unknown> {
  const generated = generatedValue(schema, ctx);
  const examples = Array.isArray(schema.examples) ? schema.examples : [];
  if (examples.length === 0) return generated;
  return fc.oneof(fc.oneof(...examples.map((example) => exampleValue(example, ctx))), generated);
}

function generatedValue(schema: JsonSchema, ctx: Context): fc.Arbitrary<unknown> {
  if ('const' in schema) return fc.constant(schema.const);
  if (Array.isArray(schema.enum) && schema.enum.length > 0) return fc.constantFrom(...schema.enum);
  const allOf = asSchemas(schema.allOf);
  const last = allOf[allOf.length - 1];
  if (last) return validValue(last, ctx);
  const anyOf = asSchemas(schema.anyOf ?? schema.oneOf);
  if (anyOf.length > 0) return fc.oneof(...anyOf.map((branch) => validValue(branch, ctx)));
  if (Array.isArray(schema.type)) {
    return fc.oneof(...schema.type.map((type: unknown) => typedValue(schema, type, ctx)));
  }
  return typedValue(schema, schema.type, ctx);
}
