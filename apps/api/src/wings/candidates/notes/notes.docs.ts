/** The OpenAPI descriptions of the notes routes (docs/decisions.md, Notes). */
export const NOTES_DESCRIPTION = [
  'Plain text up to 5,000 characters. Visibility: INTERNAL (ADMIN and TAG), VENDOR (also the',
  "candidate's vendor; on a vacancy the vendors it is shared with, a vendor's own note only its vendor),",
  'PRIVATE (the author only). A VENDOR writes VENDOR or PRIVATE notes only.',
  'A mention is the token `@[Full Name](user-external-id)`; each mentioned user must be able to read the',
  'note (else 400 naming them, nothing saved) and is e-mailed a link. In answers, a mention of someone',
  'the reader may not know is plain text, and so is the author (null).',
].join(' ');

export const MENTIONABLE_DESCRIPTION = [
  "Exactly one of `candidate` and `vacancy` (external ids), the note's `visibility` and an optional",
  'search `q` (name or e-mail): at most 20 active users who would read such a note and whom the user may',
  "name (a VENDOR: its own vendor's users).",
].join(' ');
