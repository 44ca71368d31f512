import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { ROLE_LABELS, type MentionableUser } from '@talent-desk/shared';
import { useTranslation } from 'react-i18next';

type MentionSuggestionsProps = {
  id: string;
  users: readonly MentionableUser[];
  /** The option the arrow keys are on (the text field keeps the focus: aria-activedescendant). */
  active: number;
  onChoose: (user: MentionableUser) => void;
};

/** The people the typed mention may name, as the composer's listbox, under the text field. */
export function MentionSuggestions({ id, users, active, onChoose }: MentionSuggestionsProps) {
  const { t } = useTranslation();
  return (
    <Paper
      elevation={4}
      sx={{ position: 'absolute', top: '100%', left: 0, zIndex: 'modal', minWidth: 260, maxWidth: '100%' }}
    >
      {users.length === 0 ? (
        <Typography role="status" variant="body2" color="text.secondary" sx={{ p: 1.5 }}>
          {t('notes.composer.noSuggestions')}
        </Typography>
      ) : (
        <List id={id} role="listbox" aria-label={t('notes.composer.suggestions')} dense disablePadding>
          {users.map((user, index) => (
            <ListItemButton
              key={user.externalId}
              id={`${id}-${user.externalId}`}
              role="option"
              aria-selected={index === active}
              selected={index === active}
              tabIndex={-1}
              // Keep the focus in the text field: a blur there would close the list before the click.
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => onChoose(user)}
            >
              <ListItemText primary={user.name} secondary={ROLE_LABELS[user.role]} />
            </ListItemButton>
          ))}
        </List>
      )}
    </Paper>
  );
}
