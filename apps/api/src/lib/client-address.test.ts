import { describe, expect, it } from 'vitest';
import { clientKey } from './client-address.js';
import { fastifyTrustProxy } from '../config/trust-proxy.js';

describe('clientKey: what per-client limits count under', () => {
  it('an IPv4 address as it is, an IPv4-mapped IPv6 address as its IPv4', () => {
    expect(clientKey('203.0.113.7')).toBe('203.0.113.7');
    expect(clientKey('::ffff:203.0.113.7')).toBe('203.0.113.7');
  });

  it('an IPv6 address as its /64, however it is written', () => {
    expect(clientKey('2001:db8:1:2:3:4:5:6')).toBe('2001:db8:1:2::/64');
    expect(clientKey('2001:0db8:0001:0002::ffff')).toBe('2001:db8:1:2::/64');
    expect(clientKey('2001:db8:1:3::1')).toBe('2001:db8:1:3::/64');
  });
});

describe('fastifyTrustProxy', () => {
  it('a hop count trusts exactly that many hops from the socket (Fastify alone would trust none)', () => {
    const trust = fastifyTrustProxy(1);
    if (typeof trust !== 'function') throw new Error('a hop count becomes a function');
    expect([trust('10.0.0.1', 0), trust('10.0.0.2', 1)]).toEqual([true, false]);
  });

  it('addresses pass through; false stays false', () => {
    expect(fastifyTrustProxy(['10.0.0.0/8'])).toEqual(['10.0.0.0/8']);
    expect(fastifyTrustProxy(false)).toBe(false);
  });
});
