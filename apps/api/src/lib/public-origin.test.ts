import type { FastifyRequest } from 'fastify';
import { describe, expect, it } from 'vitest';
import { configuredOrigin, publicOrigin } from './public-origin.js';

const request = (protocol: 'http' | 'https', host: string) => ({ protocol, host }) as FastifyRequest;

describe('publicOrigin (the base of Copy link, VAC-17)', () => {
  it("PUBLIC_URL's origin when it is set, whatever the request says (a path in it is dropped)", () => {
    expect(publicOrigin(request('http', '10.0.0.5:3000'), 'https://jobs.example.com/careers')).toBe(
      'https://jobs.example.com',
    );
  });

  it("the request's own origin when PUBLIC_URL is not set", () => {
    expect(publicOrigin(request('http', 'localhost:3000'), undefined)).toBe('http://localhost:3000');
    expect(publicOrigin(request('https', 'talentdesk.example'), undefined)).toBe(
      'https://talentdesk.example',
    );
  });
});

describe('configuredOrigin (links in e-mails written by background jobs)', () => {
  it("PUBLIC_URL's origin when set, else this server's address as started (any-address as localhost)", () => {
    const server = { host: '0.0.0.0', port: 3000 };
    expect(configuredOrigin({ ...server, publicUrl: 'https://jobs.example.com/app' })).toBe(
      'https://jobs.example.com',
    );
    expect(configuredOrigin({ ...server, publicUrl: undefined })).toBe('http://localhost:3000');
    expect(configuredOrigin({ host: '127.0.0.1', port: 4391, publicUrl: undefined })).toBe(
      'http://127.0.0.1:4391',
    );
    expect(configuredOrigin({ host: '::1', port: 80, publicUrl: undefined })).toBe('http://[::1]:80');
  });
});
