import type { NoteTargetKind } from '@talent-desk/shared';

/** What notes hang on: a candidate or a vacancy, by its external id. */
export type NoteTarget = { kind: NoteTargetKind; externalId: string };

/** `/api/candidates/{id}/notes` or `/api/vacancies/{id}/notes`. */
export function notesPath(target: NoteTarget): string {
  const base = target.kind === 'candidate' ? '/api/candidates' : '/api/vacancies';
  return `${base}/${encodeURIComponent(target.externalId)}/notes`;
}

/** The cache key of a target's notes: every change to them refreshes everything under it. */
export const notesQueryKey = (target: NoteTarget) => ['notes', target.kind, target.externalId] as const;
