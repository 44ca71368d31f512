import { NOTE_BODY_MAX, NOTE_MENTIONS_MAX } from '@talent-desk/shared';

/** English texts of notes on candidates and vacancies (issue 24), under `notes.` in the candidates wing. */
export const enNotes = {
  title: 'Notes',
  listLabel: 'Notes, newest first',
  loading: 'Loading notes',
  loadFailed: 'The notes could not be loaded.',
  empty: 'No notes yet',
  emptyHint: 'Write the first note below. Mention a colleague with @ to let them know.',
  showOlder: 'Show older notes',
  recruitingTeam: 'Recruiting team',
  edited: 'edited',
  you: 'You',
  visibility: {
    label: 'Who can see it',
    INTERNAL: 'Internal',
    VENDOR: 'Shared with vendor',
    PRIVATE: 'Only me',
    hint: {
      INTERNAL: 'Admins and recruiters',
      VENDOR: 'Recruiters and the vendor',
      PRIVATE: 'Nobody else',
    },
  },
  composer: {
    label: 'New note',
    editLabel: 'Edit note',
    placeholder: 'Write a note. Type @ to mention someone.',
    help: 'Type @ and a name to mention someone who can see the note; they get an e-mail.',
    count: '{{count}} / {{max}}',
    post: 'Add note',
    save: 'Save',
    cancel: 'Cancel',
    suggestions: 'People you can mention',
    noSuggestions: 'Nobody matching can see this note',
    added: 'Note added',
    saved: 'Note saved',
  },
  errors: {
    bodyRequired: 'Write something first',
    bodyTooLong: `A note has at most ${NOTE_BODY_MAX} characters`,
    tooManyMentions: `A note mentions at most ${NOTE_MENTIONS_MAX} people`,
  },
  actions: {
    menu: 'Actions for the note by {{author}}',
    edit: 'Edit',
    delete: 'Delete',
  },
  deleteDialog: {
    title: 'Delete this note?',
    text: 'The note is removed for everyone who could see it. This cannot be undone.',
    confirm: 'Delete note',
    deleted: 'Note deleted',
  },
} as const;
