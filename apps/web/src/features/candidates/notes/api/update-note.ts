import { useMutation, useQueryClient } from '@tanstack/react-query';
import { noteSchema, type Note, type NoteInput } from '@talent-desk/shared';
import { http } from '@/lib/http';
import { notesPath, notesQueryKey, type NoteTarget } from './note-target';

/** PUT /api/{candidates|vacancies}/{id}/notes/{noteId}: the author's edit. */
export function updateNote(target: NoteTarget, noteId: string, input: NoteInput): Promise<Note> {
  return http.put(`${notesPath(target)}/${encodeURIComponent(noteId)}`, input, { schema: noteSchema });
}

export function useUpdateNote(target: NoteTarget, noteId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: NoteInput) => updateNote(target, noteId, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: notesQueryKey(target) }),
  });
}
