import { useId, useRef, useState, type FormEvent, type KeyboardEvent, type SyntheticEvent } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import {
  NOTE_BODY_MAX,
  NOTE_MENTIONS_MAX,
  parseMentions,
  type MentionableUser,
  type NoteInput,
  type NoteVisibility,
} from '@talent-desk/shared';
import { useTranslation } from 'react-i18next';
import { useApiErrorText } from '@/lib/api-error-text';
import { isApiError } from '@/lib/http';
import { useMessageText } from '@/lib/i18n/use-message-text';
import { useMentionable } from '../api/get-mentionable';
import type { NoteTarget } from '../api/note-target';
import {
  activeMention,
  bodyToDraft,
  draftToBody,
  insertMention,
  type ActiveMention,
  type PickedMention,
} from './mention-query';
import { MentionSuggestions } from './mention-suggestions';
import { defaultVisibility } from './note-visibility';

export type NoteComposerProps = {
  target: NoteTarget;
  /** The visibilities the user may write (the API's answer, by role). */
  visibilities: readonly NoteVisibility[];
  /** The note being edited; absent for a new one. */
  initial?: NoteInput;
  label: string;
  submitLabel: string;
  busy?: boolean;
  /** Saves; a rejection with the API's field errors shows them on the fields. */
  onSubmit: (input: NoteInput) => Promise<unknown>;
  onCancel?: () => void;
};

type Errors = { body?: string; visibility?: string; form?: string };

/**
 * Writes or edits a note: the text (with @ suggestions of the people who could read it, shown as
 * `@Full Name` and saved as their tokens), who can see it (what the role may write) and the save button. Keyboard: arrows move through
 * the suggestions, Enter or Tab take one, Escape closes them; the list is the text field's combobox.
 */
export function NoteComposer(props: NoteComposerProps) {
  const { target, visibilities, initial, label, submitLabel, busy = false, onSubmit, onCancel } = props;
  const { t } = useTranslation();
  const messageText = useMessageText();
  const errorText = useApiErrorText();
  const id = useId();
  const input = useRef<HTMLTextAreaElement | null>(null);
  // The text shows `@Full Name`; who each picked name stands for is kept beside it until the save.
  const [draft] = useState(() => bodyToDraft(initial?.body ?? ''));
  const [body, setBody] = useState(draft.text);
  const [picked, setPicked] = useState<PickedMention[]>(draft.picked);
  const [visibility, setVisibility] = useState(initial?.visibility ?? defaultVisibility(visibilities));
  const [mention, setMention] = useState<ActiveMention | null>(null);
  const [active, setActive] = useState(0);
  const [errors, setErrors] = useState<Errors>({});
  const suggestions = useMentionable(target, visibility, mention?.query ?? '', mention !== null);
  const users = mention ? (suggestions.data ?? []) : [];
  const open = mention !== null && !suggestions.isPending;
  const listId = `${id}-mentions`;

  const track = (text: string, caret: number) => {
    const next = activeMention(text, caret);
    setMention(next);
    if (next?.query !== mention?.query) setActive(0);
  };

  const choose = (user: MentionableUser) => {
    const element = input.current;
    if (!mention || !element) return;
    const next = insertMention(body, element.selectionStart, mention, user);
    setBody(next.text);
    setPicked((current) => [...current, { name: user.name, externalId: user.externalId }]);
    setMention(null);
    // After React has written the new text, put the caret right after the inserted mention.
    requestAnimationFrame(() => {
      element.focus();
      element.setSelectionRange(next.caret, next.caret);
    });
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (!open) return;
    if (event.key === 'Escape') {
      event.preventDefault();
      setMention(null);
    } else if (users.length > 0 && (event.key === 'ArrowDown' || event.key === 'ArrowUp')) {
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((current) => (current + step + users.length) % users.length);
    } else if (users.length > 0 && (event.key === 'Enter' || event.key === 'Tab')) {
      const user = users[active] ?? users[0];
      if (!user) return;
      event.preventDefault();
      choose(user);
    }
  };

  const validate = (text: string): Errors => {
    if (text.trim() === '') return { body: t('notes.errors.bodyRequired') };
    if (text.trim().length > NOTE_BODY_MAX) return { body: t('notes.errors.bodyTooLong') };
    if (parseMentions(text).length > NOTE_MENTIONS_MAX) return { body: t('notes.errors.tooManyMentions') };
    return {};
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const saved = draftToBody(body, picked);
    const found = validate(saved);
    setErrors(found);
    if (found.body) {
      input.current?.focus();
      return;
    }
    try {
      await onSubmit({ body: saved.trim(), visibility });
      if (!initial) {
        setBody('');
        setPicked([]);
      }
    } catch (error) {
      const fields = isApiError(error) ? error.fields : [];
      const field = (path: string) => fields.find((f) => f.path === path)?.message;
      const next: Errors = {
        body: field('body') && messageText(field('body') ?? ''),
        visibility: field('visibility') && messageText(field('visibility') ?? ''),
      };
      setErrors(next.body || next.visibility ? next : { form: errorText(error) });
      if (next.body) input.current?.focus();
    }
  };

  const activeOption = open && users[active] ? `${listId}-${users[active].externalId}` : undefined;
  return (
    <Stack component="form" noValidate spacing={1.5} onSubmit={submit} aria-label={label}>
      {errors.form ? <Alert severity="error">{errors.form}</Alert> : null}
      <Stack sx={{ position: 'relative' }}>
        <TextField
          label={label}
          placeholder={t('notes.composer.placeholder')}
          multiline
          minRows={3}
          maxRows={12}
          fullWidth
          value={body}
          inputRef={input}
          error={Boolean(errors.body)}
          helperText={
            errors.body ??
            `${t('notes.composer.help')} ${t('notes.composer.count', { count: draftToBody(body, picked).length, max: NOTE_BODY_MAX })}`
          }
          onChange={(event) => {
            setBody(event.target.value);
            if (errors.body) setErrors({ ...errors, body: undefined });
            track(event.target.value, event.target.selectionStart ?? event.target.value.length);
          }}
          onKeyDown={onKeyDown}
          onBlur={() => setMention(null)}
          slotProps={{
            htmlInput: {
              role: 'combobox',
              'aria-autocomplete': 'list',
              'aria-expanded': open,
              'aria-controls': open ? listId : undefined,
              'aria-activedescendant': activeOption,
              onSelect: (event: SyntheticEvent<HTMLTextAreaElement | HTMLInputElement>) =>
                track(event.currentTarget.value, event.currentTarget.selectionStart ?? 0),
            },
          }}
        />
        {open ? <MentionSuggestions id={listId} users={users} active={active} onChoose={choose} /> : null}
      </Stack>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ alignItems: { sm: 'flex-start' } }}>
        <TextField
          select
          label={t('notes.visibility.label')}
          value={visibility}
          onChange={(event) => setVisibility(event.target.value as NoteVisibility)}
          error={Boolean(errors.visibility)}
          helperText={errors.visibility ?? t(`notes.visibility.hint.${visibility}`)}
          sx={{ minWidth: 220 }}
          size="small"
        >
          {visibilities.map((option) => (
            <MenuItem key={option} value={option}>
              {t(`notes.visibility.${option}`)}
            </MenuItem>
          ))}
        </TextField>
        <Stack direction="row" spacing={1} sx={{ ml: { sm: 'auto' } }}>
          {onCancel ? (
            <Button onClick={onCancel} disabled={busy}>
              {t('notes.composer.cancel')}
            </Button>
          ) : null}
          <Button type="submit" variant="contained" disabled={busy}>
            {submitLabel}
          </Button>
        </Stack>
      </Stack>
    </Stack>
  );
}
