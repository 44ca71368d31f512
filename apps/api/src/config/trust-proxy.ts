import ipaddr from 'ipaddr.js';
import proxyAddr from '@fastify/proxy-addr';

export type TrustProxy = false | number | string[];
export type TrustProxyResult = { ok: true; value: TrustProxy } | { ok: false; message: string };

/**
 * TRUST_PROXY: `false` (no proxy), a hop count (how many proxies stand in front of the app: the client is
 * the address that many hops back in X-Forwarded-For), or the proxies' addresses and CIDRs, comma
 * separated, or proxy-addr's names `loopback`, `linklocal`, `uniquelocal` (a hop is believed only when it
 * comes from one of them). `true`, "trust every hop", is
 * refused: with it the left-most X-Forwarded-For entry, which any client writes, becomes its address.
 */
export function parseTrustProxy(text: string): TrustProxyResult {
  const value = text.trim();
  if (value === 'false' || value === '0') return { ok: true, value: false };
  if (value === 'true') {
    return {
      ok: false,
      message:
        'true would believe every X-Forwarded-For entry, which any client can write: give the number of ' +
        'proxies in front of the app (e.g. 1) or their addresses/CIDRs (e.g. 10.0.0.0/8,192.168.1.10)',
    };
  }
  if (/^\d+$/.test(value)) {
    const hops = Number(value);
    if (hops > 10) return { ok: false, message: 'a hop count is 1 to 10' };
    return { ok: true, value: hops };
  }
  const entries = value.split(',').map((entry) => entry.trim());
  const bad = entries.find((entry) => !isAddressOrCidr(entry));
  if (bad !== undefined) {
    return {
      ok: false,
      message: `"${bad}" is neither an IP address nor a CIDR; expected false, a hop count or a comma-separated list`,
    };
  }
  return { ok: true, value: entries };
}

/** proxy-addr's names for the private ranges, accepted as they are. */
const RANGE_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

function isAddressOrCidr(entry: string): boolean {
  if (ipaddr.isValid(entry) || RANGE_NAMES.has(entry)) return true;
  try {
    ipaddr.parseCIDR(entry);
    return true;
  } catch {
    return false;
  }
}

/**
 * TRUST_PROXY as Fastify's trustProxy. A hop count becomes a function trusting that many hops from the
 * socket's peer (Fastify itself turns a bare number into "trust nothing"); only sound when the app is
 * reachable through the proxies alone, which docs/operations.md says. Addresses and CIDRs go to
 * proxy-addr as they are.
 */
export function fastifyTrustProxy(
  trust: TrustProxy,
): boolean | string[] | ((address: string, hop: number) => boolean) {
  if (typeof trust !== 'number') return trust;
  return (_address, hop) => hop < trust;
}

/**
 * Whether the socket's peer is one of the trusted proxies, so that headers it sets about the request
 * (X-Request-Id) may be believed: with a hop count every peer is a proxy (the app is reachable only
 * through them), with addresses the peer must be one of them, with `false` none is.
 */
export function trustsPeer(trust: TrustProxy): (address: string | undefined) => boolean {
  if (trust === false) return () => false;
  if (typeof trust === 'number') return () => trust > 0;
  const trusted = proxyAddr.compile(trust);
  return (address) => address !== undefined && trusted(address, 0);
}
