import type { NoteTargetKind } from '@talent-desk/shared';
import { renderMail } from '../../mail/index.js';

export type MentionMailInput = {
  /** The author's name, or null when the recipient may not know it (a recruiter, to a vendor's user). */
  authorName: string | null;
  recipientName: string;
  target: { kind: NoteTargetKind; externalId: string; label: string };
  publicOrigin: string;
};

/** The page a mention e-mail links to: the candidate's or the vacancy's notes (the web's paths). */
export function notePageUrl(publicOrigin: string, kind: NoteTargetKind, externalId: string): string {
  return kind === 'candidate'
    ? `${publicOrigin}/internal/candidates/${externalId}`
    : `${publicOrigin}/internal/vacancies/${externalId}#notes`;
}

/**
 * The e-mail to a mentioned user: who, on what, and a link. No note text: the outbox keeps mail
 * readable by ADMIN, and the page shows the note to those who may read it, after signing in.
 */
export function mentionMail(input: MentionMailInput) {
  const who = input.authorName ?? 'The recruiting team';
  const what = input.target.kind === 'candidate' ? 'candidate' : 'vacancy';
  const subject = `${who} mentioned you in a note on ${input.target.label}`;
  return {
    subject,
    ...renderMail({
      title: subject,
      paragraphs: [
        `Hello ${input.recipientName},`,
        `${who} mentioned you in a note on the ${what} ${input.target.label} in Talent Desk.`,
      ],
      action: {
        label: 'Open the note',
        url: notePageUrl(input.publicOrigin, input.target.kind, input.target.externalId),
      },
      footer: 'You get this e-mail because someone mentioned you in a note.',
    }),
  };
}
