import { vi } from 'vitest';

export type XhrRequest = { method: string; url: string; body: unknown; headers: Record<string, string> };
export type XhrAnswer = { status: number; body?: unknown };

/**
 * Replaces XMLHttpRequest (used for uploads with progress) with a fake that records each request,
 * reports half of the body sent and then all of it, and answers with `answer(request)`.
 */
export function stubXhr(answer: (request: XhrRequest) => XhrAnswer) {
  const requests: XhrRequest[] = [];

  class FakeXhr {
    status = 0;
    responseText = '';
    withCredentials = false;
    private method = 'GET';
    private url = '';
    private headers: Record<string, string> = {};
    private listeners = new Map<string, (() => void)[]>();
    private uploadListeners: ((event: ProgressEvent) => void)[] = [];
    readonly upload = {
      addEventListener: (_type: string, listener: (event: ProgressEvent) => void) => {
        this.uploadListeners.push(listener);
      },
    };

    open(method: string, url: string) {
      this.method = method;
      this.url = url;
    }
    setRequestHeader(name: string, value: string) {
      this.headers[name] = value;
    }
    addEventListener(type: string, listener: () => void) {
      this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
    }
    abort() {
      this.listeners.get('abort')?.forEach((listener) => listener());
    }
    send(body: unknown) {
      const request = { method: this.method, url: this.url, body, headers: this.headers };
      requests.push(request);
      setTimeout(() => {
        for (const loaded of [50, 100]) {
          const event = { lengthComputable: true, loaded, total: 100 } as ProgressEvent;
          this.uploadListeners.forEach((listener) => listener(event));
        }
        const { status, body: responseBody } = answer(request);
        this.status = status;
        this.responseText = responseBody === undefined ? '' : JSON.stringify(responseBody);
        this.listeners.get('load')?.forEach((listener) => listener());
      }, 0);
    }
  }

  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  return requests;
}
