import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { mentionableResponseSchema, type MentionableUser, type NoteVisibility } from '@talent-desk/shared';
import { http } from '@/lib/http';
import { notesQueryKey, type NoteTarget } from './note-target';

/** GET /api/notes/mentionable: who may be mentioned in a note of that visibility (the composer's list). */
export function getMentionable(
  target: NoteTarget,
  visibility: NoteVisibility,
  q: string,
  signal?: AbortSignal,
): Promise<MentionableUser[]> {
  return http.get('/api/notes/mentionable', {
    query: { [target.kind]: target.externalId, visibility, q: q || undefined },
    schema: mentionableResponseSchema,
    signal,
  });
}

export const mentionableQueryOptions = (target: NoteTarget, visibility: NoteVisibility, q: string) =>
  queryOptions({
    queryKey: [...notesQueryKey(target), 'mentionable', visibility, q] as const,
    queryFn: ({ signal }) => getMentionable(target, visibility, q, signal),
    staleTime: 60_000,
  });

/** Asked only while the user is typing a mention (`enabled`); the last answer stays while the next loads. */
export const useMentionable = (target: NoteTarget, visibility: NoteVisibility, q: string, enabled: boolean) =>
  useQuery({ ...mentionableQueryOptions(target, visibility, q), enabled, placeholderData: keepPreviousData });
