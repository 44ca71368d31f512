import { CANDIDATE_CASES } from './candidate-cases.js';
import { ENGAGEMENT_CASES } from './engagement-cases.js';
import { PEOPLE_CASES } from './people-cases.js';
import { SETTINGS_CASES } from './settings-cases.js';
import { VACANCY_CASES } from './vacancy-cases.js';
import type { WalkCase } from './walk-world.js';

/** Every walked route's case, by `METHOD /pattern`. */
export const WALK_CASES: Record<string, WalkCase> = {
  ...CANDIDATE_CASES,
  ...ENGAGEMENT_CASES,
  ...PEOPLE_CASES,
  ...VACANCY_CASES,
  ...SETTINGS_CASES,
};

/** Mutating routes the walk does not call as above, each with why. */
export const WALK_EXCLUDED: Record<string, string> = {
  // Sign-in and password links: recorded, but a refusal is an event too (auth.login_failed), or the
  // event comes later from a job; their own tests check them (wings/people/auth, password-tokens).
  'POST /api/auth/login': 'auth.signed_in; a refused sign-in is auth.login_failed by design',
  'POST /api/auth/set-password': 'public token endpoint: auth.password_set, tested with the password links',
  'POST /api/auth/forgot-password':
    'same answer for any address; the job records auth.password_reset_requested',
  // Two-factor sign-in (issue 25): each needs a session in a given second-factor state and codes of a
  // secret it just made; two-factor.test.ts checks their events (a wrong code is an event by design).
  'POST /api/auth/two-factor/verify':
    'auth.recovery_code_used on a recovery code; a wrong code is auth.second_factor_failed by design',
  'POST /api/auth/two-factor/setup': 'a pending secret only: nothing is on until /enable (audited)',
  'POST /api/auth/two-factor/enable':
    'auth.two_factor_enabled, tested in two-factor.test.ts: needs the code of the secret /setup made',
  // Reads sent as POST (a body too long or structured for a query string): nothing changes.
  'POST /api/candidates/vacancy-ids': 'read: the vacancy ids of listed candidates',
  'POST /api/campaigns/:id/respondents': "read: the respondents' page (its xlsx download is walked)",
  'POST /api/engagement/email-templates/preview': 'read: renders a draft',
  'POST /api/settings/general-email-templates/preview': 'read: renders a draft',
  // A test e-mail to oneself: no stored object changes (the outbox keeps the message).
  'POST /api/engagement/email-templates/test': 'test e-mail to the signed-in user',
  'POST /api/campaigns/:id/test-email': 'test e-mail to the signed-in user',
  'POST /api/settings/general-email-templates/test': 'test e-mail to the signed-in user',
  'POST /api/settings/mail-outbox/test': 'test e-mail to the signed-in user',
  // A campaign recipient's own link: no user; the answer and the opt-out are kept on the recipient.
  'POST /api/public/surveys/:token': "public token endpoint: the recipient's survey answers",
  'POST /api/public/unsubscribe/:token': "public token endpoint: the recipient's opt-out",
};
