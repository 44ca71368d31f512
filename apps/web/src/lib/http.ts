import { MESSAGES, readApiErrorBody, SECOND_FACTOR_REQUIRED, type ApiErrorBody } from '@talent-desk/shared';
import type { z } from 'zod';

type FieldError = NonNullable<ApiErrorBody['fields']>[number];

/** Every failed call becomes an ApiError: the server's {status, code, message, fields} or a generic one. */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly status: number;
  readonly code: string;
  readonly fields: FieldError[];
  readonly requestId: string | undefined;
  /** A 429's Retry-After, in seconds, when the server sent one. */
  readonly retryAfterSeconds: number | undefined;

  constructor(
    status: number,
    code: string,
    message: string,
    fields: FieldError[] = [],
    requestId?: string,
    retryAfterSeconds?: number,
  ) {
    super(message);
    this.status = status;
    this.code = code;
    this.fields = fields;
    this.requestId = requestId;
    this.retryAfterSeconds = retryAfterSeconds;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

type UnauthenticatedHandler = () => void;
let onUnauthenticated: UnauthenticatedHandler = () => {};

/** The app decides what a 401 means (sign the user out and send them to the login page). */
export function setUnauthenticatedHandler(handler: UnauthenticatedHandler): void {
  onUnauthenticated = handler;
}

let onSecondFactorRequired: () => void = () => {};

/**
 * The app decides what a 403 SECOND_FACTOR_REQUIRED means (the session's authenticator code, or its
 * enrolment, is due: ask for the session again, whose answer leads to that step).
 */
export function setSecondFactorRequiredHandler(handler: () => void): void {
  onSecondFactorRequired = handler;
}

/** Hands a failed answer to the app's handlers of session-wide failures (401, second factor due). */
function reportSessionFailure(status: number, error: ApiError, handles401: boolean): void {
  if (status === 401 && !handles401) onUnauthenticated();
  if (status === 403 && error.code === SECOND_FACTOR_REQUIRED) onSecondFactorRequired();
}

export type RequestOptions<T> = {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  query?: Record<string, string | number | boolean | undefined>;
  signal?: AbortSignal;
  /** Validates the response body; without it (or `read`) the body is returned as `T` unchecked. */
  schema?: z.ZodType<T>;
  /** Reads the response body without zod (the first load's calls): null when it is not a `T`. */
  read?: (body: unknown) => T | null;
  /**
   * Calls that answer 401 as part of their own contract (login, change password, me) handle it
   * themselves; every other 401 goes to the global handler.
   */
  handles401?: boolean;
};

function withQuery(path: string, query: RequestOptions<unknown>['query']): string {
  if (!query) return path;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined) params.set(key, String(value));
  }
  const qs = params.toString();
  return qs ? `${path}?${qs}` : path;
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/** Turns a failed response into an ApiError, keeping the server's message when its body is ours. */
export function toApiError(status: number, body: unknown, retryAfter?: number): ApiError {
  const parsed = readApiErrorBody(body);
  if (parsed) {
    const { code, message, fields, requestId } = parsed;
    return new ApiError(status, code, message, fields, requestId, retryAfter);
  }
  if (typeof body === 'object' && body !== null && 'message' in body && typeof body.message === 'string') {
    return new ApiError(status, `HTTP_${status}`, body.message, [], undefined, retryAfter);
  }
  return new ApiError(status, `HTTP_${status}`, MESSAGES.somethingWentWrong, [], undefined, retryAfter);
}

/** Retry-After in seconds (the delta form; an HTTP date is read as the seconds until it). */
export function retryAfterSeconds(header: string | null, now = Date.now()): number | undefined {
  if (!header) return undefined;
  const trimmed = header.trim();
  if (/^\d+$/.test(trimmed)) return Number(trimmed);
  const date = Date.parse(trimmed);
  return Number.isNaN(date) ? undefined : Math.max(0, Math.ceil((date - now) / 1000));
}

/**
 * Sends a request (same origin, session cookie) and returns the successful response unread; a failure
 * becomes an ApiError and a 401 goes to the global handler unless the call handles it itself.
 */
async function send(path: string, options: RequestOptions<unknown>, accept: string): Promise<Response> {
  const { method = 'GET', body, query, signal, handles401 = false } = options;
  const headers: Record<string, string> = { Accept: accept };
  let payload: BodyInit | undefined;
  if (body instanceof FormData) payload = body;
  else if (body !== undefined) {
    headers['Content-Type'] = 'application/json';
    payload = JSON.stringify(body);
  }

  let response: Response;
  try {
    response = await fetch(withQuery(path, query), {
      method,
      headers,
      body: payload,
      signal,
      credentials: 'same-origin',
    });
  } catch (error) {
    if (signal?.aborted) throw error;
    throw new ApiError(0, 'NETWORK', MESSAGES.somethingWentWrong);
  }
  if (!response.ok) {
    const retryAfter = retryAfterSeconds(response.headers.get('Retry-After'));
    const error = toApiError(response.status, await readBody(response), retryAfter);
    reportSessionFailure(response.status, error, handles401);
    throw error;
  }
  return response;
}

/** The one way the web talks to the API: same origin, session cookie, JSON in and out. */
export async function request<T>(path: string, options: RequestOptions<T> = {}): Promise<T> {
  const response = await send(path, options, 'application/json');
  const data = await readBody(response);
  if (options.read) {
    const read = options.read(data);
    if (read === null) throw new ApiError(response.status, 'INVALID_RESPONSE', MESSAGES.somethingWentWrong);
    return read;
  }
  if (!options.schema) return data as T;
  const parsed = options.schema.safeParse(data);
  if (!parsed.success) throw new ApiError(response.status, 'INVALID_RESPONSE', MESSAGES.somethingWentWrong);
  return parsed.data;
}

/**
 * A file the server streams (exports): the response is returned unread so the caller can follow its
 * progress; errors and 401s are handled exactly as by `request`.
 */
export function download(
  path: string,
  options: Omit<RequestOptions<never>, 'schema' | 'read'> = {},
): Promise<Response> {
  return send(path, options, '*/*');
}

export const http = {
  get: <T>(path: string, options: Omit<RequestOptions<T>, 'method' | 'body'> = {}) =>
    request<T>(path, { ...options, method: 'GET' }),
  post: <T>(path: string, body?: unknown, options: Omit<RequestOptions<T>, 'method' | 'body'> = {}) =>
    request<T>(path, { ...options, method: 'POST', body }),
  put: <T>(path: string, body?: unknown, options: Omit<RequestOptions<T>, 'method' | 'body'> = {}) =>
    request<T>(path, { ...options, method: 'PUT', body }),
  patch: <T>(path: string, body?: unknown, options: Omit<RequestOptions<T>, 'method' | 'body'> = {}) =>
    request<T>(path, { ...options, method: 'PATCH', body }),
  delete: <T>(path: string, options: Omit<RequestOptions<T>, 'method' | 'body'> = {}) =>
    request<T>(path, { ...options, method: 'DELETE' }),
};

export type UploadOptions<T> = {
  /** Validates the response body, as for `request`. */
  schema?: z.ZodType<T>;
  /** Share of the request body sent so far, 0..1 (only when the browser knows the total). */
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
};

/**
 * A multipart POST with upload progress. fetch() cannot report how much of a body has been sent, so
 * this one call uses XMLHttpRequest; errors and 401s are handled exactly as by `request`.
 */
export function upload<T>(path: string, body: FormData, options: UploadOptions<T> = {}): Promise<T> {
  const { schema, onProgress, signal } = options;
  return new Promise<T>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', path);
    xhr.withCredentials = true;
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.upload.addEventListener('progress', (event) => {
      if (event.lengthComputable && event.total > 0) onProgress?.(event.loaded / event.total);
    });
    xhr.addEventListener('error', () => reject(new ApiError(0, 'NETWORK', MESSAGES.somethingWentWrong)));
    xhr.addEventListener('abort', () => reject(new DOMException('Aborted', 'AbortError')));
    xhr.addEventListener('load', () => {
      let data: unknown = undefined;
      try {
        data = xhr.responseText ? (JSON.parse(xhr.responseText) as unknown) : undefined;
      } catch {
        data = xhr.responseText;
      }
      if (xhr.status < 200 || xhr.status >= 300) {
        const error = toApiError(xhr.status, data);
        reportSessionFailure(xhr.status, error, false);
        reject(error);
        return;
      }
      if (!schema) return resolve(data as T);
      const parsed = schema.safeParse(data);
      if (parsed.success) resolve(parsed.data);
      else reject(new ApiError(xhr.status, 'INVALID_RESPONSE', MESSAGES.somethingWentWrong));
    });
    signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(body);
  });
}
