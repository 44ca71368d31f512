import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '@/lib/http';
import { notesPath, notesQueryKey, type NoteTarget } from './note-target';

/** DELETE /api/{candidates|vacancies}/{id}/notes/{noteId}: the author, or an ADMIN. */
export function deleteNote(target: NoteTarget, noteId: string): Promise<void> {
  return http.delete<void>(`${notesPath(target)}/${encodeURIComponent(noteId)}`);
}

export function useDeleteNote(target: NoteTarget) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (noteId: string) => deleteNote(target, noteId),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: notesQueryKey(target) }),
  });
}
