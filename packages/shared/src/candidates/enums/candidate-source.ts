import { z } from 'zod';

/** Where a candidate came from (ENUM-04); DIRECT_SEARCH follows the normal status map, the others the external one. */
export const CANDIDATE_SOURCES = ['DIRECT_SEARCH', 'GL_WEBSITE', 'VENDOR', 'EXTERNAL'] as const;
export const candidateSourceSchema = z.enum(CANDIDATE_SOURCES);
export type CandidateSource = z.infer<typeof candidateSourceSchema>;

// The spec lists keys only; these labels are ours.
export const CANDIDATE_SOURCE_LABELS = {
  DIRECT_SEARCH: 'Direct Search',
  GL_WEBSITE: 'GL Website',
  VENDOR: 'Vendor',
  EXTERNAL: 'External',
} as const satisfies Record<CandidateSource, string>;
