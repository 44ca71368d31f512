import { z } from 'zod';
import type { JsonSchema } from '../../contract/document-schema.js';

/** The part of the OpenAPI 3.1 document the fuzzer reads, checked on load (a malformed document fails loudly). */
const schemaObject = z.record(z.string(), z.unknown());
const mediaSchema = z.object({ schema: schemaObject.optional(), example: z.unknown().optional() });
const parameterSchema = z.object({
  name: z.string(),
  in: z.enum(['path', 'query', 'header', 'cookie']),
  required: z.boolean().optional(),
  schema: schemaObject.optional(),
});
const operationSchema = z.object({
  parameters: z.array(parameterSchema).optional(),
  requestBody: z.object({ content: z.record(z.string(), mediaSchema) }).optional(),
  responses: z.record(z.string(), z.object({ content: z.record(z.string(), mediaSchema).optional() })),
  'x-permission': z.string().optional(),
});
const documentSchema = z.object({
  openapi: z.string(),
  paths: z.record(z.string(), z.record(z.string(), operationSchema)),
});

export type Parameter = z.infer<typeof parameterSchema>;
export type Operation = z.infer<typeof operationSchema>;
export type OperationEntry = { method: string; path: string; operation: Operation; key: string };

const METHODS = new Set(['get', 'put', 'post', 'delete', 'patch', 'options', 'head']);

/** Every operation of the document, in document order. */
export function operationsOf(document: unknown): OperationEntry[] {
  const { paths } = documentSchema.parse(document);
  return Object.entries(paths).flatMap(([path, item]) =>
    Object.entries(item)
      .filter(([method]) => METHODS.has(method))
      .map(([method, operation]) => ({
        method: method.toUpperCase(),
        path,
        operation,
        key: `${method.toUpperCase()} ${path}`,
      })),
  );
}

/** The schema of a parameter or media type, `{}` (anything) when the document gives none. */
export function schemaOf(holder: { schema?: JsonSchema | undefined }): JsonSchema {
  return holder.schema ?? {};
}
