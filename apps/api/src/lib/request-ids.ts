import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { trustsPeer, type TrustProxy } from '../config/trust-proxy.js';

/**
 * An id a proxy may hand us: 1 to 128 letters, digits and `- _ . :` (UUIDs, hex ids, nginx's
 * $request_id). Anything else (a list from a repeated header, spaces, quotes) gets a fresh id instead.
 */
const ACCEPTED_ID = /^[A-Za-z0-9._:-]{1,128}$/;

/**
 * Fastify's genReqId (docs/architecture.md §3): the X-Request-Id a trusted proxy sent, when it looks
 * like an id, so one id follows the request through the proxy's logs and ours; else a new UUID. From a
 * client that is not a trusted proxy the header is ignored: it could reuse another request's id to
 * muddle the logs.
 */
export function requestIdGenerator(trust: TrustProxy): (request: IncomingMessage) => string {
  const fromTrustedPeer = trustsPeer(trust);
  return (request) => {
    const sent = request.headers['x-request-id'];
    if (typeof sent === 'string' && ACCEPTED_ID.test(sent) && fromTrustedPeer(request.socket.remoteAddress)) {
      return sent;
    }
    return randomUUID();
  };
}
