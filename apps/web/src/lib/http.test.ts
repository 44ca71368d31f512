import { MESSAGES } from '@talent-desk/shared';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import {
  ApiError,
  download,
  http,
  request,
  retryAfterSeconds,
  setSecondFactorRequiredHandler,
  setUnauthenticatedHandler,
} from './http';

function respond(status: number, body?: unknown, contentType = 'application/json') {
  const text = body === undefined ? '' : typeof body === 'string' ? body : JSON.stringify(body);
  return new Response(text, { status, headers: { 'Content-Type': contentType } });
}

const fetchMock = vi.fn<typeof fetch>();
const onUnauthenticated = vi.fn();

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  setUnauthenticatedHandler(onUnauthenticated);
});
afterEach(() => {
  fetchMock.mockReset();
  onUnauthenticated.mockReset();
  vi.unstubAllGlobals();
});

async function failure(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  if (!(error instanceof ApiError)) throw new Error(`expected an ApiError, got ${String(error)}`);
  return error;
}

describe('http client', () => {
  it('sends JSON on the same origin with the session cookie and returns the parsed body', async () => {
    fetchMock.mockResolvedValue(respond(200, { ok: true }));
    await expect(http.post('/api/things', { a: 1 }, { query: { page: 2, q: undefined } })).resolves.toEqual({
      ok: true,
    });
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/things?page=2');
    expect(init).toMatchObject({ method: 'POST', credentials: 'same-origin', body: '{"a":1}' });
    expect(new Headers(init?.headers).get('Content-Type')).toBe('application/json');
  });

  it('[ERR-01] turns the error body into an ApiError with status, code, message and fields', async () => {
    fetchMock.mockResolvedValue(
      respond(400, {
        status: 400,
        code: 'VALIDATION',
        message: 'Invalid request',
        fields: [{ path: 'email', message: MESSAGES.mandatoryField }],
        requestId: 'req-1',
      }),
    );
    const error = await failure(http.post('/api/auth/login', {}));
    expect(error).toMatchObject({
      status: 400,
      code: 'VALIDATION',
      message: 'Invalid request',
      fields: [{ path: 'email', message: MESSAGES.mandatoryField }],
      requestId: 'req-1',
    });
  });

  it('keeps a bare {message} body (change password answers) and falls back to the generic text [ERR-02]', async () => {
    fetchMock.mockResolvedValueOnce(respond(401, { message: MESSAGES.currentPasswordWrong }));
    expect(await failure(http.post('/x', {}, { handles401: true }))).toMatchObject({
      status: 401,
      message: MESSAGES.currentPasswordWrong,
    });

    fetchMock.mockResolvedValueOnce(respond(502, '<html>Bad gateway</html>', 'text/html'));
    expect(await failure(http.get('/x'))).toMatchObject({ status: 502, message: 'Something went wrong' });
  });

  it('a network failure becomes status 0 with the generic text', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    expect(await failure(http.get('/x'))).toMatchObject({
      status: 0,
      code: 'NETWORK',
      message: 'Something went wrong',
    });
  });

  it('[NAV-20] a 401 from an ordinary call signals that the session is gone', async () => {
    fetchMock.mockResolvedValue(
      respond(401, { status: 401, code: 'UNAUTHENTICATED', message: 'Please sign in' }),
    );
    expect((await failure(http.get('/api/candidates'))).status).toBe(401);
    expect(onUnauthenticated).toHaveBeenCalledTimes(1);
  });

  it('[AUTH-11] a call that answers 401 by contract (login, change password) does not sign the user out', async () => {
    fetchMock.mockResolvedValue(respond(401, { message: MESSAGES.currentPasswordWrong }));
    await failure(http.post('/user-service/user/change/password', {}, { handles401: true }));
    expect(onUnauthenticated).not.toHaveBeenCalled();
  });

  it('other error statuses never trigger the sign-out', async () => {
    fetchMock.mockResolvedValue(
      respond(403, { status: 403, code: 'FORBIDDEN', message: MESSAGES.forbidden }),
    );
    expect((await failure(http.get('/x'))).message).toBe(MESSAGES.forbidden);
    expect(onUnauthenticated).not.toHaveBeenCalled();
  });

  it('validates the response with a schema when given one', async () => {
    const schema = z.object({ id: z.string() });
    fetchMock.mockResolvedValueOnce(respond(200, { id: 'a' }));
    await expect(request('/x', { schema })).resolves.toEqual({ id: 'a' });
    fetchMock.mockResolvedValueOnce(respond(200, { id: 1 }));
    expect((await failure(request('/x', { schema }))).code).toBe('INVALID_RESPONSE');
  });

  it('a 429 carries its Retry-After seconds', async () => {
    fetchMock.mockResolvedValue(
      new Response(JSON.stringify({ status: 429, code: 'TOO_MANY', message: 'Too many requests.' }), {
        status: 429,
        headers: { 'Content-Type': 'application/json', 'Retry-After': '120' },
      }),
    );
    expect(await failure(http.post('/x', {}))).toMatchObject({ status: 429, retryAfterSeconds: 120 });
  });

  it('reads Retry-After as seconds or as an HTTP date, and nothing else', () => {
    const now = Date.parse('2026-01-01T10:00:00Z');
    expect(retryAfterSeconds('30', now)).toBe(30);
    expect(retryAfterSeconds('Thu, 01 Jan 2026 10:01:30 GMT', now)).toBe(90);
    expect(retryAfterSeconds(null, now)).toBeUndefined();
    expect(retryAfterSeconds('soon', now)).toBeUndefined();
  });

  it('an empty 200 body is undefined', async () => {
    fetchMock.mockResolvedValue(respond(200));
    await expect(http.get('/api/auth/logout')).resolves.toBeUndefined();
  });
});

describe('download (streamed files)', () => {
  it('returns the successful response unread, with its headers, after a JSON POST', async () => {
    fetchMock.mockResolvedValue(
      new Response('a,b\r\n', { status: 200, headers: { 'X-Export-Rows': '1', 'Content-Type': 'text/csv' } }),
    );
    const response = await download('/api/candidates/export', {
      method: 'POST',
      body: { format: 'linkedin' },
    });
    expect(response.headers.get('X-Export-Rows')).toBe('1');
    expect(await response.text()).toBe('a,b\r\n');
    const [, init] = fetchMock.mock.calls[0] ?? [];
    expect(init).toMatchObject({ method: 'POST', credentials: 'same-origin', body: '{"format":"linkedin"}' });
  });

  it('a 401 goes to the global handler and a failure carries the server message, as for request', async () => {
    fetchMock.mockResolvedValueOnce(
      respond(401, { status: 401, code: 'UNAUTHENTICATED', message: 'Please sign in' }),
    );
    expect((await failure(download('/api/candidates/export', { method: 'POST' }))).status).toBe(401);
    expect(onUnauthenticated).toHaveBeenCalledTimes(1);
    fetchMock.mockResolvedValueOnce(
      respond(400, { status: 400, code: 'VALIDATION', message: 'Too many rows' }),
    );
    expect((await failure(download('/api/candidates/export', { method: 'POST' }))).message).toBe(
      'Too many rows',
    );
  });
});

describe('a second factor due', () => {
  afterEach(() => setSecondFactorRequiredHandler(() => {}));

  it('a 403 SECOND_FACTOR_REQUIRED from any call goes to the app’s handler, and the call still fails', async () => {
    const handler = vi.fn();
    setSecondFactorRequiredHandler(handler);
    fetchMock.mockResolvedValue(
      respond(403, { status: 403, code: 'SECOND_FACTOR_REQUIRED', message: 'Finish signing in first' }),
    );
    expect((await failure(http.get('/api/candidates'))).status).toBe(403);
    expect(handler).toHaveBeenCalledOnce();
    expect(onUnauthenticated).not.toHaveBeenCalled();
  });

  it('another 403 does not go to that handler', async () => {
    const handler = vi.fn();
    setSecondFactorRequiredHandler(handler);
    fetchMock.mockResolvedValue(respond(403, { status: 403, code: 'FORBIDDEN', message: 'No' }));
    expect((await failure(http.get('/api/candidates'))).code).toBe('FORBIDDEN');
    expect(handler).not.toHaveBeenCalled();
  });
});
