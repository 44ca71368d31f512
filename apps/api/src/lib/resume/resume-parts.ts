import type {} from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { CANDIDATE_MESSAGES, RESUME_MAX_BYTES } from '@talent-desk/shared';
import { AppError } from '../../errors.js';
import { fieldError } from '../validation-fields.js';
import type { ResumeUpload } from './resume-upload.js';

/**
 * @fastify/multipart options of a resume upload route's scope: one file of at most 10 MB (a longer one is
 * cut and marked truncated, then refused), the JSON part at most 64 KB, few parts.
 */
export const MULTIPART_OPTIONS = {
  throwFileSizeLimit: false,
  // Browsers send file names as UTF-8 (busboy's default would read them as latin1).
  defParamCharset: 'utf8',
  limits: {
    files: 1,
    fileSize: RESUME_MAX_BYTES,
    fields: 4,
    parts: 6,
    fieldSize: 64 * 1024,
    fieldNameSize: 100,
    headerPairs: 50,
  },
};
/** Room for the JSON part and the multipart framing around the file. */
const REQUEST_MAX_BYTES = RESUME_MAX_BYTES + 256 * 1024;

/** The JSON part's name: `candidate` (POST /api/candidates) or `application` (the careers site). */
export type JsonPartName = 'candidate' | 'application';
/** The JSON part (text, or already parsed when sent as application/json) and the resume file. */
export type ResumeParts = { json: unknown; resume: ResumeUpload | undefined };

/** Multipart limit errors (413/406 from @fastify/multipart) as 400s naming the part concerned. */
function partError(error: unknown, jsonPart: JsonPartName): AppError | null {
  const code = (error as { code?: unknown } | null)?.code;
  switch (code) {
    case 'FST_FILES_LIMIT':
      return fieldError('resume', 'Send exactly one resume file');
    case 'FST_REQ_FILE_TOO_LARGE':
      return fieldError('resume', CANDIDATE_MESSAGES.resumeTooLarge);
    case 'FST_PARTS_LIMIT':
    case 'FST_FIELDS_LIMIT':
      return fieldError(jsonPart, `Send only the parts ${jsonPart} and resume`);
    case 'FST_INVALID_JSON_FIELD_ERROR':
      return fieldError(jsonPart, `The ${jsonPart} part must be JSON`);
    default:
      return null;
  }
}

/**
 * A body busboy cannot parse (no boundary, a boundary the body does not use, cut off, a broken part
 * header) is the client's fault: 400 saying what is wrong, never a 500. Busboy's errors carry no code,
 * only their message; the request is read before anything is stored, so nothing is left behind.
 */
function malformedBody(error: unknown): AppError | null {
  if (error instanceof AppError || !(error instanceof Error)) return null;
  const text = error.message;
  const message = /boundary not found/i.test(text)
    ? 'The multipart body has no boundary in its Content-Type'
    : /unexpected end/i.test(text)
      ? 'The multipart body ends early: it is truncated or does not use the boundary of its Content-Type'
      : /malformed part header/i.test(text)
        ? 'A multipart part header is malformed'
        : 'The multipart body cannot be read';
  return new AppError(400, 'MALFORMED_BODY', message);
}

/**
 * Reads the JSON part (`candidate` of POST /api/candidates, CAND-FORM-15; `application` of the
 * careers site) and the `resume` part. Unknown parts are refused, naming them.
 */
export async function readResumeParts(request: FastifyRequest, jsonPart: JsonPartName): Promise<ResumeParts> {
  if (!request.isMultipart()) {
    throw new AppError(
      415,
      'UNSUPPORTED_MEDIA_TYPE',
      `Send multipart/form-data with the parts ${jsonPart} and resume`,
    );
  }
  if (Number(request.headers['content-length'] ?? 0) > REQUEST_MAX_BYTES) {
    throw fieldError('resume', CANDIDATE_MESSAGES.resumeTooLarge);
  }
  const parts: ResumeParts = { json: undefined, resume: undefined };
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file' && part.fieldname === 'resume') {
        const bytes = await part.toBuffer();
        parts.resume = { fileName: part.filename, bytes, truncated: part.file.truncated };
      } else if (part.type === 'field' && part.fieldname === jsonPart) {
        if (part.valueTruncated) throw fieldError(jsonPart, `The ${jsonPart} part is too large`);
        parts.json = part.value;
      } else {
        if (part.type === 'file') part.file.resume();
        throw fieldError(part.fieldname, `Unknown part: ${part.fieldname}`);
      }
    }
  } catch (error) {
    throw partError(error, jsonPart) ?? malformedBody(error) ?? error;
  }
  return parts;
}

/** The JSON part: text parsed, or already parsed when sent as application/json; absent or broken: 400. */
export function parseJsonPart(part: unknown, name: JsonPartName): unknown {
  if (part === undefined) throw fieldError(name, `The ${name} part is required`);
  if (typeof part !== 'string') return part;
  try {
    return JSON.parse(part) as unknown;
  } catch {
    throw fieldError(name, `The ${name} part must be JSON`);
  }
}
