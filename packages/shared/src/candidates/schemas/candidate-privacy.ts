import { z } from 'zod';

/** The name an anonymised candidate is shown by: 'Anonymised #123' (first 'Anonymised', last '#123'). */
export const ANONYMISED_FIRST_NAME = 'Anonymised';
export const anonymisedLastName = (candidateId: number): string => `#${candidateId}`;

/** The texts of the anonymisation (issue 25). */
export const CANDIDATE_PRIVACY_MESSAGES = {
  anonymised: 'Candidate anonymised',
  alreadyAnonymised: 'This candidate is already anonymised',
  removedNote: '(removed: the candidate was anonymised)',
} as const;

/** POST /api/candidates/{id}/anonymise: 200. */
export const candidateAnonymisedSchema = z.object({
  message: z.literal(CANDIDATE_PRIVACY_MESSAGES.anonymised),
  fullName: z.string(),
});
export type CandidateAnonymised = z.output<typeof candidateAnonymisedSchema>;
