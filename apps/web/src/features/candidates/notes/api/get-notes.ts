import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { noteListResponseSchema, type NoteListResponse } from '@talent-desk/shared';
import { http } from '@/lib/http';
import { notesPath, notesQueryKey, type NoteTarget } from './note-target';

const PAGE_SIZE = 15;

/** GET /api/{candidates|vacancies}/{id}/notes: one page of the notes the user may read, newest first. */
export function getNotes(target: NoteTarget, page: number, signal?: AbortSignal): Promise<NoteListResponse> {
  return http.get(notesPath(target), {
    query: { page, size: PAGE_SIZE },
    schema: noteListResponseSchema,
    signal,
  });
}

export const notesQueryOptions = (target: NoteTarget) =>
  infiniteQueryOptions({
    queryKey: [...notesQueryKey(target), 'list'] as const,
    queryFn: ({ pageParam, signal }) => getNotes(target, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: (last) =>
      last.pageable.pageNumber < last.totalPages ? last.pageable.pageNumber + 1 : undefined,
  });

/** The notes page by page ("Show older notes" loads the next). */
export const useNotes = (target: NoteTarget) => useInfiniteQuery(notesQueryOptions(target));
