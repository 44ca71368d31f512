import type { InjectOptions } from 'fastify';
import { multipart, type MultipartPart } from '../uploads.js';
import { FilePart } from './file-part.js';

export type FuzzBody =
  | { kind: 'json'; value: unknown }
  | { kind: 'multipart'; parts: Record<string, unknown> }
  | { kind: 'raw'; contentType: string; payload: string | Buffer };

/** One generated request of an operation, before a role's session is added. */
export type FuzzRequest = {
  /** 'valid', or the mutation that made it invalid. */
  label: string;
  pathParams: Record<string, string>;
  /** Path parameters sent as they are, not percent-encoded (broken encodings). */
  rawPathParams?: Record<string, string>;
  query: Record<string, unknown>;
  body: FuzzBody | undefined;
};

/** Percent-encodes UTF-8 bytes (a lone surrogate becomes U+FFFD instead of throwing). */
export function percentEncode(text: string): string {
  return [...Buffer.from(text, 'utf8')]
    .map((byte) => {
      const char = String.fromCharCode(byte);
      return /[A-Za-z0-9\-._~]/.test(char) ? char : `%${byte.toString(16).toUpperCase().padStart(2, '0')}`;
    })
    .join('');
}

const asText = (value: unknown): string =>
  typeof value === 'string' ? value : value === undefined ? '' : JSON.stringify(value);

function queryString(query: Record<string, unknown>): string {
  const pairs = Object.entries(query).flatMap(([key, value]) =>
    (Array.isArray(value) ? value : [value]).map(
      (item) => `${percentEncode(key)}=${percentEncode(asText(item))}`,
    ),
  );
  return pairs.length > 0 ? `?${pairs.join('&')}` : '';
}

function multipartParts(parts: Record<string, unknown>): MultipartPart[] {
  return Object.entries(parts).flatMap(([name, value]): MultipartPart[] => {
    if (value instanceof FilePart) return [{ name, fileName: value.fileName, content: value.content }];
    if (typeof value === 'string') return [{ name, value }];
    return [{ name, value: JSON.stringify(value) ?? '', contentType: 'application/json' }];
  });
}

function bodyOptions(body: FuzzBody | undefined): Pick<InjectOptions, 'payload' | 'headers'> {
  if (!body) return {};
  switch (body.kind) {
    case 'json':
      return {
        payload: JSON.stringify(body.value) ?? 'null',
        headers: { 'content-type': 'application/json' },
      };
    case 'multipart':
      return multipart(multipartParts(body.parts));
    case 'raw':
      return { payload: body.payload, headers: { 'content-type': body.contentType } };
  }
}

/** The request as `inject` options: path ids and query values percent-encoded, the body serialised. */
export function toInject(
  method: string,
  path: string,
  request: FuzzRequest,
  cookie: string | undefined,
): InjectOptions {
  const url = path.replace(
    /\{([^}]+)\}/g,
    (_, name: string) => request.rawPathParams?.[name] ?? percentEncode(request.pathParams[name] ?? ''),
  );
  const { payload, headers } = bodyOptions(request.body);
  return {
    method: method as InjectOptions['method'],
    url: `${url}${queryString(request.query)}`,
    ...(payload === undefined ? {} : { payload }),
    headers: { ...headers, ...(cookie ? { cookie } : {}) },
  };
}

/** A short description of the request for a finding. */
export function describeRequest(options: InjectOptions): string {
  const payload = options.payload;
  const text =
    typeof payload === 'string' ? payload : Buffer.isBuffer(payload) ? payload.toString('latin1') : '';
  const body = text.length > 240 ? `${text.slice(0, 240)}… (${text.length} chars)` : text;
  const type = (options.headers as Record<string, string> | undefined)?.['content-type'];
  const url = String(options.url ?? '');
  return `${String(options.method)} ${url.length > 240 ? `${url.slice(0, 240)}…` : url}${type ? ` [${type}]` : ''}${body ? ` ${JSON.stringify(body)}` : ''}`;
}
