import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../../../config/index.js';
import { SESSION_COOKIE } from './session.service.js';

/** Secure whenever the browser reached us over https: directly, through a proxy, or per PUBLIC_URL. */
function isSecure(request: FastifyRequest, config: Config): boolean {
  return request.protocol === 'https' || config.publicOrigin.startsWith('https:');
}

export function setSessionCookie(
  reply: FastifyReply,
  request: FastifyRequest,
  config: Config,
  token: string,
): void {
  reply.setCookie(SESSION_COOKIE, token, {
    httpOnly: true,
    sameSite: 'lax',
    path: '/',
    secure: isSecure(request, config),
    maxAge: Math.floor(config.sessionMaxMs / 1000),
  });
}

export function clearSessionCookie(reply: FastifyReply, request: FastifyRequest, config: Config): void {
  reply.clearCookie(SESSION_COOKIE, {
    httpOnly: true,
    sameSite: 'lax',
    path: '/',
    secure: isSecure(request, config),
  });
}

export function sessionToken(request: FastifyRequest): string | undefined {
  return request.cookies[SESSION_COOKIE] || undefined;
}
