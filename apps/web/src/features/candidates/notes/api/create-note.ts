import { useMutation, useQueryClient } from '@tanstack/react-query';
import { noteSchema, type Note, type NoteInput } from '@talent-desk/shared';
import { http } from '@/lib/http';
import { notesPath, notesQueryKey, type NoteTarget } from './note-target';

/** POST /api/{candidates|vacancies}/{id}/notes: 400 names the field (a refused mention: the body). */
export function createNote(target: NoteTarget, input: NoteInput): Promise<Note> {
  return http.post(notesPath(target), input, { schema: noteSchema });
}

export function useCreateNote(target: NoteTarget) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: NoteInput) => createNote(target, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: notesQueryKey(target) }),
  });
}
