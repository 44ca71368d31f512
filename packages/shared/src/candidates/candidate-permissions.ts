import type { CandidateSource } from './enums/candidate-source.js';
import type { Role } from '../core/index.js';

/** The acting user as candidate rules need it; `vendorName` is set for VENDOR users. */
export type CandidateActor = { role: Role; vendorName: string | null };

/**
 * Source and source name to store (docs/decisions.md, Candidates; issue 3): a VENDOR's candidate is
 * always VENDOR with its own vendor as source name, whatever the body says; ADMIN and TAG keep their choice.
 */
export function resolveCandidateSource(
  body: { source?: CandidateSource | '' | null; sourceName?: string | null },
  actor: CandidateActor,
): { source: CandidateSource; sourceName: string | null } {
  if (actor.role === 'VENDOR') return { source: 'VENDOR', sourceName: actor.vendorName };
  return { source: body.source || 'DIRECT_SEARCH', sourceName: body.sourceName ?? null };
}

/** Form fields a role may see and set: only ADMIN and TAG choose the source (CAND-FORM-05 is country-driven). */
export function canChooseCandidateSource(role: Role): boolean {
  return role !== 'VENDOR';
}

/** CAND-DETAIL-04: the GLO-R export/assignment icons and the export action are hidden from VENDOR. */
export function canSeeGloDetails(role: Role): boolean {
  return role !== 'VENDOR';
}
