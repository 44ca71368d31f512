import { useState } from 'react';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import StickyNote2OutlinedIcon from '@mui/icons-material/StickyNote2Outlined';
import type { Note } from '@talent-desk/shared';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { EmptyState } from '@/components/empty-state';
import { LoadErrorAlert } from '@/components/load-error-alert';
import { useApiErrorText } from '@/lib/api-error-text';
import { useSnackbar } from '@/lib/snackbar';
import { useCreateNote } from '../api/create-note';
import { useDeleteNote } from '../api/delete-note';
import { useNotes } from '../api/get-notes';
import type { NoteTarget } from '../api/note-target';
import { NoteComposer } from './note-composer';
import { NoteItem } from './note-item';

export type NotesPanelProps = { target: NoteTarget };

/**
 * The notes of a candidate or a vacancy (issue 24): the composer, then the notes the user may read,
 * newest first, older ones on demand. The API says which visibilities the user may write (by role). Used by the vacancy page's Notes tab and the candidate's Activity.
 */
export function NotesPanel({ target }: NotesPanelProps) {
  const { t } = useTranslation();
  const { enqueueSnackbar } = useSnackbar();
  const errorText = useApiErrorText();
  const notes = useNotes(target);
  const create = useCreateNote(target);
  const remove = useDeleteNote(target);
  const [deleting, setDeleting] = useState<Note | null>(null);
  const items = notes.data?.pages.flatMap((page) => page.content) ?? [];
  const visibilities = notes.data?.pages[0]?.writableVisibilities ?? [];

  const confirmDelete = () => {
    if (!deleting) return;
    remove.mutate(deleting.externalId, {
      onSuccess: () => enqueueSnackbar(t('notes.deleteDialog.deleted'), { variant: 'success' }),
      onError: (error) => enqueueSnackbar(errorText(error), { variant: 'error' }),
      onSettled: () => setDeleting(null),
    });
  };

  return (
    <Stack spacing={2}>
      {notes.isSuccess ? (
        <Paper variant="outlined" sx={{ p: 2 }}>
          <NoteComposer
            target={target}
            visibilities={visibilities}
            label={t('notes.composer.label')}
            submitLabel={t('notes.composer.post')}
            busy={create.isPending}
            onSubmit={async (input) => {
              await create.mutateAsync(input);
              enqueueSnackbar(t('notes.composer.added'), { variant: 'success' });
            }}
          />
        </Paper>
      ) : null}
      {notes.isPending ? (
        <Stack spacing={1} aria-busy="true" aria-label={t('notes.loading')}>
          {[0, 1, 2].map((key) => (
            <Skeleton key={key} variant="rounded" height={72} />
          ))}
        </Stack>
      ) : notes.isError ? (
        <LoadErrorAlert message={t('notes.loadFailed')} onRetry={() => void notes.refetch()} />
      ) : items.length === 0 ? (
        <Paper variant="outlined">
          <EmptyState
            icon={<StickyNote2OutlinedIcon />}
            title={t('notes.empty')}
            hint={t('notes.emptyHint')}
            headingLevel="h3"
          />
        </Paper>
      ) : (
        <Paper variant="outlined" sx={{ p: 2 }}>
          <Typography variant="h3" component="h3" sx={{ fontSize: '1rem', mb: 1.5 }}>
            {t('notes.listLabel')}
          </Typography>
          <Stack
            component="ul"
            spacing={2}
            divider={<Divider component="li" aria-hidden />}
            sx={{ listStyle: 'none', m: 0, p: 0 }}
          >
            {items.map((note) => (
              <li key={note.externalId}>
                <NoteItem note={note} target={target} visibilities={visibilities} onDelete={setDeleting} />
              </li>
            ))}
          </Stack>
          {notes.hasNextPage ? (
            <Button
              sx={{ mt: 2 }}
              onClick={() => void notes.fetchNextPage()}
              disabled={notes.isFetchingNextPage}
            >
              {t('notes.showOlder')}
            </Button>
          ) : null}
        </Paper>
      )}
      <ConfirmDialog
        open={deleting !== null}
        title={t('notes.deleteDialog.title')}
        confirmLabel={t('notes.deleteDialog.confirm')}
        destructive
        busy={remove.isPending}
        onConfirm={confirmDelete}
        onCancel={() => setDeleting(null)}
      >
        {t('notes.deleteDialog.text')}
      </ConfirmDialog>
    </Stack>
  );
}
