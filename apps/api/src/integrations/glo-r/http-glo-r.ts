import { z } from 'zod';
import { gloExportItemSchema } from '@talent-desk/shared';
import type { GloRConnector, GloRExportInput, GloRExportResult } from './glo-r-connector.js';
import {
  callGloR,
  GLO_R_TIMEOUT_MS,
  gloRBadAnswer as badAnswer,
  gloRUnreachable as unreachable,
  readJson,
} from './glo-r-http-common.js';
import { fetchGloRProject } from './http-glo-r-project.js';
import { fetchGloRVacancy } from './http-glo-r-vacancy.js';

export { GLO_R_TIMEOUT_MS };

/** What GLO-R answers to POST /candidates/export (our contract with it). */
const gloRAnswerSchema = z.object({
  gloCandidateId: z.string().min(1).nullish(),
  gloAssignmentId: z.string().min(1).nullish(),
  items: z.array(gloExportItemSchema).default([]),
});

/** The body sent to GLO-R: everything but our internal keys. */
function payloadOf({ candidate, vacancy }: GloRExportInput) {
  const { key: _key, ...candidateFields } = candidate;
  return { candidate: candidateFields, vacancy };
}

/**
 * GLO-R over HTTP: POST JSON to `${baseUrl}/candidates/export`. A network error, a timeout or a 5xx
 * is a 502 (nothing is recorded: the service's transaction rolls back). A 4xx is GLO-R refusing: its
 * items are passed through and nothing is recorded. A 2xx with both ids is an export. Vacancies are
 * read with GET `${baseUrl}/vacancies/{gloVacancyId}` (http-glo-r-vacancy.ts), projects with GET
 * `${baseUrl}/projects/{gloProjectId}` (http-glo-r-project.ts).
 */
export function httpGloRConnector(baseUrl: string, timeoutMs = GLO_R_TIMEOUT_MS): GloRConnector {
  const url = `${baseUrl.replace(/\/+$/, '')}/candidates/export`;
  return {
    name: 'http',
    exportCandidate: async (input): Promise<GloRExportResult> => {
      const response = await callGloR(
        url,
        {
          method: 'POST',
          headers: { 'content-type': 'application/json', accept: 'application/json' },
          body: JSON.stringify(payloadOf(input)),
        },
        timeoutMs,
      );
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
    fetchVacancy: (gloVacancyId) => fetchGloRVacancy(baseUrl, gloVacancyId, timeoutMs),
    fetchProject: (gloProjectId) => fetchGloRProject(baseUrl, gloProjectId, timeoutMs),
  };
}
