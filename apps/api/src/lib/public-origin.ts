import type { FastifyRequest } from 'fastify';

/** The app's origin as users reach it: PUBLIC_URL's origin when set, else the request's own. */
export function publicOrigin(request: FastifyRequest, publicUrl: string | undefined): string {
  return publicUrl ? new URL(publicUrl).origin : `${request.protocol}://${request.host}`;
}
