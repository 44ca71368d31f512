import { EMAIL_TEMPLATE_MESSAGES, TOKEN_LIFETIME_HOURS } from '@talent-desk/shared';

/** English texts of Settings > General e-mail templates (issue 10): the app's own e-mails. */
export const enGeneralEmailTemplates = {
  title: 'General e-mail templates',
  intro: 'The e-mails the app sends by itself. Change their wording here; the link each one carries stays.',
  loadFailed: 'The general e-mail templates could not be loaded.',
  loading: 'Loading the e-mail template',
  editTitle: 'Edit {{title}}',
  subject: 'Subject:',
  updatedAt: 'Last changed {{date}}',
  view: 'View',
  viewNamed: 'View {{title}}',
  edit: 'Edit',
  editNamed: 'Edit {{title}}',
  save: 'Save',
  updated: EMAIL_TEMPLATE_MESSAGES.updated,
  notFound: EMAIL_TEMPLATE_MESSAGES.notFound,
  // {{link}} is filled with the placeholder itself ({{action.link}}), which i18next would read as a key.
  linkHint: 'Keep {{link}} in the message: it is the link the recipient needs.',
  purposes: {
    INVITATION: `Sent to a new user, and again with Resend invitation. Its link sets their first password and works for ${TOKEN_LIFETIME_HOURS.INVITATION} hours.`,
    PASSWORD_RESET: `Sent when someone asks for a new password on the sign-in page. Its link works for ${TOKEN_LIFETIME_HOURS.PASSWORD_RESET} hour.`,
  },
  preview: { title: 'Preview for a sample user', frame: 'The e-mail as the user sees it' },
};
