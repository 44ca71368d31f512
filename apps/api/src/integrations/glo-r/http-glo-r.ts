import { z } from 'zod';
import { CANDIDATE_MESSAGES, gloExportItemSchema } from '@talent-desk/shared';
import { AppError } from '../../errors.js';
import type { GloRConnector, GloRExportInput, GloRExportResult } from './glo-r-connector.js';

export const GLO_R_TIMEOUT_MS = 10_000;

/** What GLO-R answers to POST /candidates/export (our contract with it). */
const gloRAnswerSchema = z.object({
  gloCandidateId: z.string().min(1).nullish(),
  gloAssignmentId: z.string().min(1).nullish(),
  items: z.array(gloExportItemSchema).default([]),
});

const unreachable = () => new AppError(502, 'GLO_R_UNREACHABLE', CANDIDATE_MESSAGES.gloUnreachable);
const badAnswer = () => new AppError(502, 'GLO_R_BAD_RESPONSE', CANDIDATE_MESSAGES.gloBadResponse);

/** The body sent to GLO-R: everything but our internal keys. */
function payloadOf({ candidate, vacancy }: GloRExportInput) {
  const { key: _key, ...candidateFields } = candidate;
  return { candidate: candidateFields, vacancy };
}

async function readJson(response: Response): Promise<unknown> {
  try {
    return await response.json();
  } catch {
    return undefined;
  }
}

/**
 * GLO-R over HTTP: POST JSON to `${baseUrl}/candidates/export`. A network error, a timeout or a 5xx
 * is a 502 (nothing is recorded: the service's transaction rolls back). A 4xx is GLO-R refusing: its
 * items are passed through and nothing is recorded. A 2xx with both ids is an export.
 */
export function httpGloRConnector(baseUrl: string, timeoutMs = GLO_R_TIMEOUT_MS): GloRConnector {
  const url = `${baseUrl.replace(/\/+$/, '')}/candidates/export`;
  return {
    name: 'http',
    exportCandidate: async (input): Promise<GloRExportResult> => {
      let response: Response;
      try {
        response = await fetch(url, {
          method: 'POST',
          headers: { 'content-type': 'application/json', accept: 'application/json' },
          body: JSON.stringify(payloadOf(input)),
          signal: AbortSignal.timeout(timeoutMs),
        });
      } catch {
        throw unreachable();
      }
      if (response.status >= 500) throw unreachable();
      const answer = gloRAnswerSchema.safeParse(await readJson(response));
      if (response.status >= 400) {
        const items = answer.success ? answer.data.items : [];
        return {
          gloCandidateId: null,
          gloAssignmentId: null,
          items:
            items.length > 0
              ? items
              : [{ status: 400, message: `GLO-R refused the export (HTTP ${response.status})` }],
        };
      }
      if (!answer.success) throw badAnswer();
      const { gloCandidateId, gloAssignmentId, items } = answer.data;
      return gloCandidateId && gloAssignmentId
        ? { gloCandidateId, gloAssignmentId, items }
        : { gloCandidateId: null, gloAssignmentId: null, items };
    },
  };
}
