import { useInfiniteQuery } from '@tanstack/react-query';
import {
  timelineResponseSchema,
  type Paged,
  type TimelineEntry,
  type TimelineKind,
} from '@talent-desk/shared';
import { http } from '@/lib/http';
import { notesQueryKey } from '../../notes/api/note-target';

const PAGE_SIZE = 25;

/** GET /api/candidates/{id}/timeline?page&size&kind: newest first. */
export function getTimeline(
  candidateId: string,
  kind: TimelineKind | undefined,
  page: number,
  signal?: AbortSignal,
): Promise<Paged<TimelineEntry>> {
  const query = new URLSearchParams({ page: String(page), size: String(PAGE_SIZE) });
  if (kind) query.set('kind', kind);
  return http.get(`/api/candidates/${candidateId}/timeline?${query.toString()}`, {
    schema: timelineResponseSchema,
    signal,
  });
}

/**
 * The timeline, a page at a time ("Show older activity"). Its key starts with the candidate's notes
 * key: a note posted, edited or deleted (which invalidates the notes) refreshes the timeline too.
 */
export const useTimeline = (candidateId: string, kind: TimelineKind | undefined) =>
  useInfiniteQuery({
    queryKey: [...notesQueryKey({ kind: 'candidate', externalId: candidateId }), 'timeline', kind ?? 'all'],
    queryFn: ({ pageParam, signal }) => getTimeline(candidateId, kind, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: (last) =>
      last.pageable.pageNumber < last.totalPages ? last.pageable.pageNumber + 1 : undefined,
  });
