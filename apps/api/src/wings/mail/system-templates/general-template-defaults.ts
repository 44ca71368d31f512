import type { GeneralEmailTemplateKey } from '@talent-desk/shared';

export type GeneralTemplateDefault = { title: string; subject: string; body: string };

/**
 * The wording of the app's own e-mails as the app first sends them: the texts the code used to build,
 * with their variables. They are stored at start when missing (general-email-template.repo.ts), after
 * which an ADMIN edits them in Settings; sending falls back to them if a row is ever missing.
 */
export const GENERAL_TEMPLATE_DEFAULTS = {
  INVITATION: {
    title: 'Invitation',
    subject: 'Your {{app.name}} account: choose a password',
    body: [
      '<p>Hello {{user.firstName}},</p>',
      '<p>An account was created for you on {{app.name}}. Choose a password to sign in:</p>',
      '<p>{{action.link}}</p>',
      '<p>The link works once, for {{action.expiresIn}}.</p>',
      '<p>{{app.name}}</p>',
    ].join(''),
  },
  PASSWORD_RESET: {
    title: 'Password reset',
    subject: 'Reset your {{app.name}} password',
    body: [
      '<p>Hello {{user.firstName}},</p>',
      '<p>Someone, probably you, asked to reset your {{app.name}} password. Choose a new one here:</p>',
      '<p>{{action.link}}</p>',
      '<p>The link works once, for {{action.expiresIn}}. If you did not ask, ignore this e-mail: ',
      'your password stays as it is.</p>',
      '<p>{{app.name}}</p>',
    ].join(''),
  },
} as const satisfies Record<GeneralEmailTemplateKey, GeneralTemplateDefault>;
