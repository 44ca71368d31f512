import { CANDIDATE_MESSAGES } from '@talent-desk/shared';
import { AppError } from '../../errors.js';

export const GLO_R_TIMEOUT_MS = 10_000;

/** No answer, a timeout or a 5xx: nothing is recorded, the user may try again. */
export const gloRUnreachable = () =>
  new AppError(502, 'GLO_R_UNREACHABLE', CANDIDATE_MESSAGES.gloUnreachable);
/** An answer that is not what GLO-R and we agreed on. */
export const gloRBadAnswer = () => new AppError(502, 'GLO_R_BAD_RESPONSE', CANDIDATE_MESSAGES.gloBadResponse);

export async function readJson(response: Response): Promise<unknown> {
  try {
    return await response.json();
  } catch {
    return undefined;
  }
}

/** `fetch` with the timeout; a network error or timeout is gloRUnreachable. */
export async function callGloR(url: string, init: RequestInit, timeoutMs: number): Promise<Response> {
  try {
    return await fetch(url, { ...init, signal: AbortSignal.timeout(timeoutMs) });
  } catch {
    throw gloRUnreachable();
  }
}
