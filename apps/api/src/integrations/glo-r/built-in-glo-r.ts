import { builtInGloRProject } from './built-in-projects.js';
import { builtInGloRVacancy } from './built-in-vacancies.js';
import type { GloRConnector } from './glo-r-connector.js';

const pad = (key: number) => String(key).padStart(8, '0');

/**
 * The default connector (no GLO_R_URL): the flow is complete without the external system. Vacancies
 * and projects come from small demo catalogues (built-in-vacancies.ts, built-in-projects.ts). Ids derive
 * from our own row keys, so they are deterministic and unique; an existing gloCandidateId is kept.
 * The export itself is recorded by the service in the same transaction as any other connector's.
 */
export function builtInGloRConnector(): GloRConnector {
  return {
    name: 'built-in',
    exportCandidate: async ({ candidate, assignment }) => ({
      gloCandidateId: candidate.gloCandidateId ?? `GLO-C-${pad(candidate.key)}`,
      gloAssignmentId: `GLO-A-${pad(assignment.key)}`,
      // An empty list reads as 'Candidate successfully exported to GLO-R' (CAND-STATUS-35).
      items: [],
    }),
    fetchVacancy: async (gloVacancyId) => builtInGloRVacancy(gloVacancyId),
    fetchProject: async (gloProjectId) => builtInGloRProject(gloProjectId),
  };
}
