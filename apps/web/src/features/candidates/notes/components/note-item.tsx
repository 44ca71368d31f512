import { useState } from 'react';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import type { Note, NoteVisibility } from '@talent-desk/shared';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '@/lib/format';
import { useSnackbar } from '@/lib/snackbar';
import type { NoteTarget } from '../api/note-target';
import { useUpdateNote } from '../api/update-note';
import { NoteBody } from './note-body';
import { NoteComposer } from './note-composer';
import { VISIBILITY_COLOUR } from './note-visibility';

type NoteItemProps = {
  note: Note;
  target: NoteTarget;
  visibilities: readonly NoteVisibility[];
  onDelete: (note: Note) => void;
};

/** One note: who and when, who can see it, its text; the author edits in place, the author or an ADMIN deletes. */
export function NoteItem({ note, target, visibilities, onDelete }: NoteItemProps) {
  const { t } = useTranslation();
  const { enqueueSnackbar } = useSnackbar();
  const [editing, setEditing] = useState(false);
  const update = useUpdateNote(target, note.externalId);
  const author = note.author.name ?? t('notes.recruitingTeam');
  const edited = note.updatedAt !== note.createdAt;

  if (editing) {
    return (
      <NoteComposer
        target={target}
        visibilities={visibilities}
        initial={{ body: note.body, visibility: note.visibility }}
        label={t('notes.composer.editLabel')}
        submitLabel={t('notes.composer.save')}
        busy={update.isPending}
        onSubmit={async (input) => {
          await update.mutateAsync(input);
          setEditing(false);
          enqueueSnackbar(t('notes.composer.saved'), { variant: 'success' });
        }}
        onCancel={() => setEditing(false)}
      />
    );
  }
  return (
    <Stack spacing={0.75}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography variant="subtitle2" component="span">
          {author}
        </Typography>
        <Typography variant="caption" color="text.secondary" component="span">
          <time dateTime={note.createdAt}>{formatDateTime(note.createdAt)}</time>
          {edited ? ` · ${t('notes.edited')}` : null}
        </Typography>
        <Chip
          size="small"
          variant="outlined"
          color={VISIBILITY_COLOUR[note.visibility]}
          label={t(`notes.visibility.${note.visibility}`)}
        />
        <Stack direction="row" sx={{ ml: 'auto' }}>
          {note.canEdit ? (
            <Tooltip title={t('notes.actions.edit')}>
              <IconButton
                size="small"
                aria-label={`${t('notes.actions.edit')}: ${author}, ${formatDateTime(note.createdAt)}`}
                onClick={() => setEditing(true)}
              >
                <EditOutlinedIcon fontSize="small" />
              </IconButton>
            </Tooltip>
          ) : null}
          {note.canDelete ? (
            <Tooltip title={t('notes.actions.delete')}>
              <IconButton
                size="small"
                aria-label={`${t('notes.actions.delete')}: ${author}, ${formatDateTime(note.createdAt)}`}
                onClick={() => onDelete(note)}
              >
                <DeleteOutlineIcon fontSize="small" />
              </IconButton>
            </Tooltip>
          ) : null}
        </Stack>
      </Stack>
      <NoteBody body={note.body} />
    </Stack>
  );
}
