import type { FastifyRequest } from 'fastify';

/** The app's origin as users reach it: PUBLIC_URL's origin when set, else the request's own. */
export function publicOrigin(request: FastifyRequest, publicUrl: string | undefined): string {
  return publicUrl ? new URL(publicUrl).origin : `${request.protocol}://${request.host}`;
}

/**
 * The origin for links made without a request (e-mails written by a background job): PUBLIC_URL's, else
 * this server's own address as started (fine on one machine; set PUBLIC_URL anywhere else).
 */
export function configuredOrigin(config: {
  publicUrl: string | undefined;
  host: string;
  port: number;
}): string {
  if (config.publicUrl) return new URL(config.publicUrl).origin;
  const host = config.host === '0.0.0.0' || config.host === '::' ? 'localhost' : config.host;
  return `http://${host.includes(':') ? `[${host}]` : host}:${config.port}`;
}
