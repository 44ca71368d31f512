import { describe, expect, it } from 'vitest';
import { acceptedOrigins } from './public-origin.js';

describe('acceptedOrigins (the same-origin check compares with configuration, never with the request)', () => {
  it('with PUBLIC_URL: only its origin', () => {
    const origins = acceptedOrigins({
      publicOrigin: 'https://td.example.com',
      publicUrlSet: true,
      port: 3000,
    });
    expect([...origins]).toEqual(['https://td.example.com']);
  });

  it("without PUBLIC_URL: the default origin and this port's loopback names, nothing else", () => {
    const origins = acceptedOrigins({
      publicOrigin: 'http://localhost:3000',
      publicUrlSet: false,
      port: 3000,
    });
    expect([...origins].sort()).toEqual([
      'http://127.0.0.1:3000',
      'http://[::1]:3000',
      'http://localhost:3000',
    ]);
    expect(origins.has('http://evil.example')).toBe(false);
  });
});
