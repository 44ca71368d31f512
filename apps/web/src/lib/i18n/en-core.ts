import {
  MESSAGES,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  PASSWORD_TOKEN_MESSAGES,
} from '@talent-desk/shared';
import { enApiErrors } from './en-api-errors';

/**
 * The texts of the first load: the sign-in, forgot-password and set-password pages, the error and
 * loading screens. Imports only zod-free modules of packages/shared (this is in every page's entry).
 */
export const enCore = {
  app: {
    name: 'Talent Desk',
    home: 'Talent Desk home',
    loading: 'Loading…',
    skipToContent: 'Skip to main content',
  },
  auth: {
    login: {
      title: 'Sign in',
      subtitle: 'Sign in to your recruiting workspace',
      email: 'Email',
      password: 'Password',
      submit: 'Sign in',
      submitting: 'Signing in…',
    },
    password: {
      show: 'Show password',
      hide: 'Hide password',
    },
    changePassword: {
      title: 'Change Password',
      intro: 'Choose a new password. After the change you will be signed out everywhere.',
      currentPassword: 'Current password',
      newPassword: 'New password',
      confirmPassword: 'Confirm password',
      showCurrentPassword: 'Show current password',
      hideCurrentPassword: 'Hide current password',
      showNewPassword: 'Show new password',
      hideNewPassword: 'Hide new password',
      showConfirmPassword: 'Show confirm password',
      hideConfirmPassword: 'Hide confirm password',
      rule: `${PASSWORD_MIN_LENGTH} to ${PASSWORD_MAX_LENGTH} characters, not a commonly used password`,
      submit: 'Change password',
      submitting: 'Changing…',
    },
    requiredPasswordChange: {
      title: 'Choose your own password',
      intro:
        'This account signed in with the published demo password. Choose a new password before anything else; you will then sign in again with it.',
      signOut: 'Sign out',
    },
    secondFactor: {
      title: 'Two-factor sign-in',
      intro: 'Enter the 6-digit code your authenticator app shows for Talent Desk.',
      recoveryIntro: 'Enter one of the recovery codes you saved when you set up two-factor sign-in.',
      form: 'Two-factor sign-in',
      code: 'Authentication code',
      codeHint: 'The 6 digits from your authenticator app',
      recoveryCode: 'Recovery code',
      recoveryCodeHint: 'Like abcde-12345. Each recovery code works once.',
      useRecoveryCode: 'Use a recovery code instead',
      useAuthenticator: 'Use the authenticator app instead',
      submit: 'Verify',
      submitting: 'Verifying…',
      cancel: 'Cancel',
    },
    backToSignIn: 'Back to sign in',
    forgotPassword: {
      link: 'Forgot password?',
      title: 'Forgot your password?',
      intro: 'Enter the e-mail address you sign in with. We will send you a link to choose a new password.',
      submit: 'Send reset link',
      submitting: 'Sending…',
      tooMany_one: 'Too many requests. Try again in {{count}} minute.',
      tooMany_other: 'Too many requests. Try again in {{count}} minutes.',
    },
    setPassword: {
      form: 'Choose your password',
      checking: 'Checking your link…',
      checkFailed: 'Your link could not be checked. Try again.',
      problemTitle: 'This link cannot be used',
      noToken:
        'This page needs the link from your e-mail. Open the link in the e-mail again, or ask for a new one.',
      welcome: 'Welcome, {{name}}',
      invitationIntro: 'Choose a password to finish setting up your account.',
      resetTitle: 'Choose a new password',
      resetIntro: 'Your new password replaces the old one and signs you out everywhere.',
      account: 'Account:',
      submit: 'Set password',
      submitting: 'Setting password…',
    },
  },
  errors: {
    title: 'Something went wrong',
    pageFailed: 'This page could not be shown. Try again, or go back to the dashboard.',
    notFound: 'This page does not exist.',
    retry: 'Try again',
    backToDashboard: 'Back to dashboard',
    updatedTitle: 'Talent Desk was updated',
    updated: 'This page belongs to the new version. Reload to continue where you were.',
    reload: 'Reload',
  },
  /** Texts the server and the shared schemas produce (ERR-02, AUTH-08). */
  messages: MESSAGES,
  /** The e-mailed password links' texts of the shared schema and the server. */
  passwordTokenMessages: PASSWORD_TOKEN_MESSAGES,
  /** The message of each error code the API sends (ERR-01). */
  ...enApiErrors,
} as const;
