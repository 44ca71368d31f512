import {
  checkSurveyAnswers,
  isRecipientToken,
  PUBLIC_SURVEY_MESSAGES,
  type PublicSurvey,
  type PublicSurveySubmission,
} from '@talent-desk/shared';
import type { Db } from '../../../db/client.js';
import { AppError } from '../../../errors.js';
import { validationError } from '../../../lib/validation-fields.js';
import { linkExpired, linksExpired } from './link-expiry.js';
import { lockRecipient, recipientByToken, type PublicRecipient } from './public-recipient.repo.js';
import { insertResponse, surveyQuestions } from './public-survey.repo.js';
import { recordFirst } from './recipient-events.repo.js';

/** Unknown, malformed or unguessed tokens all get the same 404: a link either works or it does not. */
export const linkNotFound = () => new AppError(404, 'NOT_FOUND', PUBLIC_SURVEY_MESSAGES.linkNotFound);
const surveyNotFound = () => new AppError(404, 'NOT_FOUND', PUBLIC_SURVEY_MESSAGES.surveyNotFound);

/**
 * The recipient of a token, or the 404 every public call answers for an unknown one, or 410 once the
 * campaign closed more than `daysAfterClose` days ago (CAMPAIGN_LINK_DAYS_AFTER_CLOSE).
 */
export async function recipientOrNotFound(
  db: Db,
  token: string,
  daysAfterClose: number,
): Promise<PublicRecipient> {
  const recipient = isRecipientToken(token) ? await recipientByToken(db, token) : null;
  if (!recipient) throw linkNotFound();
  if (linksExpired(recipient.campaignClosedAt, daysAfterClose)) throw linkExpired();
  return recipient;
}

const isClosed = (recipient: PublicRecipient) => recipient.campaignStatus !== 'OPEN';

/**
 * GET /api/public/surveys/{token}: the campaign's survey copy, and whether this recipient already
 * answered and whether the campaign is closed (the page shows thanks or 'closed' instead of the form).
 * The first visit is recorded (SURVEY_OPENED).
 */
export async function readPublicSurvey(db: Db, token: string, daysAfterClose: number): Promise<PublicSurvey> {
  const recipient = await recipientOrNotFound(db, token, daysAfterClose);
  const questions = await surveyQuestions(db, recipient.campaignId);
  if (questions.length === 0) throw surveyNotFound();
  await recordFirst(db, { id: recipient.id }, 'surveyOpened');
  return {
    campaignName: recipient.campaignName,
    title: recipient.surveyTitle ?? recipient.campaignName,
    description: recipient.surveyDescription,
    questions: questions.map(({ id: _id, ...question }) => question),
    submitted: recipient.submittedAt !== null,
    closed: isClosed(recipient),
  };
}

/**
 * POST /api/public/surveys/{token}: one submission per recipient, while the campaign is OPEN. Under
 * the recipient's row lock, in one transaction: the answers checked against the survey (400 naming each
 * question), the response and its answers stored, the recipient marked, the SURVEY_SUBMITTED event (and
 * SURVEY_OPENED when the page was never read, so the counts stay ordered).
 */
export async function submitPublicSurvey(
  db: Db,
  token: string,
  submission: PublicSurveySubmission,
  daysAfterClose: number,
): Promise<{ submitted: true; message: string }> {
  const found = await recipientOrNotFound(db, token, daysAfterClose);
  await db.transaction(async (tx) => {
    await lockRecipient(tx, found.id);
    const recipient = await recipientByToken(tx, token);
    if (!recipient) throw linkNotFound();
    if (isClosed(recipient))
      throw new AppError(409, 'CAMPAIGN_CLOSED', PUBLIC_SURVEY_MESSAGES.campaignClosed);
    if (recipient.submittedAt !== null)
      throw new AppError(409, 'ALREADY_SUBMITTED', PUBLIC_SURVEY_MESSAGES.alreadySubmitted);
    const questions = await surveyQuestions(tx, recipient.campaignId);
    if (questions.length === 0) throw surveyNotFound();
    const checked = checkSurveyAnswers(questions, submission.answers);
    if (!checked.ok) {
      throw validationError(
        checked.issues.map((issue) => ({
          path: `answers.${issue.questionExternalId}`,
          message: issue.question ? `${issue.question}: ${issue.message}` : issue.message,
          code: issue.key,
        })),
      );
    }
    await insertResponse(tx, recipient, questions, checked.answers);
    await recordFirst(tx, { id: recipient.id }, 'surveyOpened');
    await recordFirst(tx, { id: recipient.id }, 'submitted');
  });
  return { submitted: true, message: PUBLIC_SURVEY_MESSAGES.submitted };
}
