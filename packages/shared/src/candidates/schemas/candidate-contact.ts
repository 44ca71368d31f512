import type { z } from 'zod';
import { COUNTRY_USA, MESSAGES, normalisePhone, phoneIssue } from '../../core/index.js';

/**
 * The candidate's contact rules that read the country, shared by every form that takes a
 * candidate's phone and place (candidate form, careers-site application): the phone rules of the
 * country (CAND-VAL-01..07) and a state that the USA requires and no other country keeps (CAND-FORM-04).
 */
export type ContactFields = { phone?: string | null; country: string; state: string | null };

export function addContactIssues(value: ContactFields, ctx: z.RefinementCtx): void {
  const issue = phoneIssue(value.phone, value.country);
  if (issue) ctx.addIssue({ code: 'custom', path: ['phone'], message: issue });
  if (value.country === COUNTRY_USA && !value.state) {
    ctx.addIssue({ code: 'custom', path: ['state'], message: MESSAGES.mandatoryField });
  }
}

/** The stored form: the phone normalised with its country (null when blank), the state only in the USA. */
export function normaliseContact(value: ContactFields): { phone: string | null; state: string | null } {
  return {
    phone: value.phone ? normalisePhone(value.phone, value.country) || null : null,
    state: value.country === COUNTRY_USA ? value.state : null,
  };
}

/**
 * A `when` for cross-field refinements: they run whenever the fields they read have the right type, so
 * a form shows a missing phone or state together with the other errors (zod skips refinements after an
 * aborting issue otherwise).
 */
export function crossFieldInputsSound(keys: ReadonlySet<string>) {
  return (payload: { issues: readonly { code: string; path?: readonly PropertyKey[] }[] }) =>
    !payload.issues.some(
      (issue) =>
        (issue.code === 'invalid_type' || issue.code === 'invalid_union') &&
        (!issue.path?.length || keys.has(String(issue.path[0]))),
    );
}
