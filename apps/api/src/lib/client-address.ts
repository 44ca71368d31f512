import ipaddr from 'ipaddr.js';

/**
 * The key per-client limits count under (sign-in throttle, careers-site and forgot-password limits): an
 * IPv4 address as it is (an IPv4-mapped IPv6 address as its IPv4), an IPv6 address as its /64. One
 * IPv6 subscriber is handed a whole /64, so counting single addresses would give them 2^64 fresh starts.
 */
export function clientKey(address: string): string {
  if (!ipaddr.isValid(address)) return address;
  const parsed = ipaddr.process(address); // IPv4-mapped IPv6 becomes IPv4
  if (parsed.kind() === 'ipv4') return parsed.toString();
  const parts = (parsed as ipaddr.IPv6).parts.slice(0, 4);
  const prefix = ipaddr.fromByteArray(
    parts.flatMap((part) => [part >> 8, part & 0xff]).concat(Array<number>(8).fill(0)),
  );
  return `${prefix.toString()}/64`;
}
