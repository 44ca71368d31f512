import { PUBLIC_SURVEY_MESSAGES } from '@talent-desk/shared';

/** English texts of the campaign survey page /s/{token} (issue 11). */
export const enPublicSurvey = {
  loading: 'Loading the survey',
  pageTitle: 'Survey',
  required: 'Questions marked * need an answer.',
  submit: 'Send answers',
  sending: 'Sending…',
  fixErrors_one: 'One answer needs your attention.',
  fixErrors_other: '{{count}} answers need your attention.',
  thanks: 'Thank you, your answers were received',
  thanksHint: 'There is nothing more to do. You can close this page.',
  alreadyHint: 'You have answered this survey already. Thank you!',
  closed: 'This campaign is closed',
  closedHint: 'It no longer takes answers. Thank you for your interest.',
  notFound: 'This link is not valid',
  notFoundHint: 'Check that you opened the whole link from the e-mail.',
  expired: PUBLIC_SURVEY_MESSAGES.linkExpired,
  expiredHint: 'The campaign it belongs to closed some time ago. Thank you for your interest.',
  loadFailed: 'The survey could not be loaded',
  loadFailedHint: 'Please check your connection and reload the page.',
  sendFailed: 'Your answers could not be sent. Please try again.',
  /** The server's and the shared answer check's texts (PUBLIC_SURVEY_MESSAGES). */
  messages: PUBLIC_SURVEY_MESSAGES,
};

/** English texts of the unsubscribe page /u/{token} (issue 11). */
export const enUnsubscribe = {
  pageTitle: 'Unsubscribe',
  loading: 'Loading',
  title: 'Unsubscribe from campaign e-mails',
  intro: 'Stop campaign e-mails to {{email}}? You received this one with “{{campaign}}”.',
  confirm: 'Unsubscribe',
  sending: 'Unsubscribing…',
  done: 'You are unsubscribed',
  doneHint: 'You will no longer receive campaign e-mails at {{email}}.',
  already: 'You are already unsubscribed',
  failed: 'That did not work. Please try again.',
};
