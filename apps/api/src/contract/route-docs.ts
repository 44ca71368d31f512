import { Readable } from 'node:stream';
import { z } from 'zod';

/**
 * A request body that the handler reads itself rather than Fastify: multipart parts, or JSON whose
 * rules depend on the acting role (checked by the service with the shared form schema). The document
 * shows it; Fastify does not validate it.
 */
export type DocumentedBody = {
  contentType: 'application/json' | 'multipart/form-data';
  schema: z.ZodType;
  description?: string;
};

declare module 'fastify' {
  interface FastifySchema {
    /** The body as the OpenAPI document shows it, for bodies the handler parses (see DocumentedBody). */
    documentedBody?: DocumentedBody;
  }
}

/** File bytes in a multipart part (`type: string, format: binary`). */
export const binarySchema = z.file();

/** A file the handler streams (Fastify sends streams as they are: no serializer runs). */
const streamedFileSchema = z
  .custom<Readable>((value) => value instanceof Readable)
  .meta({ type: 'string', format: 'binary' });

/** A response that is a file of one of the given media types. */
export function fileResponse(description: string, contentTypes: readonly string[]) {
  return {
    description,
    content: Object.fromEntries(contentTypes.map((type) => [type, { schema: streamedFileSchema }])),
  };
}

/** The media types a route answers with for a status: from `content`, else JSON. */
export function declaredMediaTypes(entry: unknown): string[] {
  if (typeof entry === 'object' && entry !== null && 'content' in entry) {
    const content = entry.content;
    if (typeof content === 'object' && content !== null) return Object.keys(content);
  }
  return ['application/json'];
}

/** The zod schema a route declares for a status and media type, if it has one. */
export function declaredSchema(entry: unknown, mediaType: string): z.ZodType | undefined {
  if (entry instanceof z.ZodType) return mediaType === 'application/json' ? entry : undefined;
  if (typeof entry === 'object' && entry !== null && 'content' in entry) {
    const content: unknown = entry.content;
    if (typeof content !== 'object' || content === null) return undefined;
    const media: unknown = (content as Record<string, unknown>)[mediaType];
    if (typeof media === 'object' && media !== null && 'schema' in media && media.schema instanceof z.ZodType)
      return media.schema;
  }
  return undefined;
}
