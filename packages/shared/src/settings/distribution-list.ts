import { z } from 'zod';
import { CANDIDATE_MESSAGES, candidateEmailSchema, optionalText } from '../candidates/index.js';
import { pagedResponseSchema, plainText } from '../core/index.js';
import { SETTINGS_LIMITS, SETTINGS_MESSAGES } from './settings-reference.js';

/**
 * Settings > Distribution lists (SET-03: distribution-list, distribution-list/{id}/edit; content ours):
 * a named list of e-mail addresses. Each address follows the candidate e-mail rule (CAND-VAL-16..18,
 * stored lower-cased); the same address twice in any case is kept once.
 */
export const DISTRIBUTION_LIST_LIMITS = { addressesMax: 500, descriptionMax: 500 } as const;

export const DISTRIBUTION_LIST_MESSAGES = {
  addressesRequired: 'Add at least one e-mail address',
  addressesMax: `A distribution list holds at most ${DISTRIBUTION_LIST_LIMITS.addressesMax} addresses`,
} as const;

/** 'Line 3: "ann@" is not a valid e-mail address' (the form's textarea: one address a line, or commas). */
export function invalidAddressMessage(line: number, value: string, reason: string): string {
  return `Line ${line}: "${value}" – ${reason}`;
}

/** The addresses without repeats ignoring case, in their first order (already lower-cased by the rule). */
export function uniqueAddresses(addresses: readonly string[]): string[] {
  return [...new Set(addresses.map((a) => a.toLowerCase()))];
}

const name = () =>
  plainText({ error: SETTINGS_MESSAGES.nameLength })
    .min(SETTINGS_LIMITS.nameMin, SETTINGS_MESSAGES.nameLength)
    .max(SETTINGS_LIMITS.nameMax, SETTINGS_MESSAGES.nameLength);

const description = () => optionalText(DISTRIBUTION_LIST_LIMITS.descriptionMax);

/** POST/PUT /api/settings/distribution-list: the addresses as an array (the API's shape). */
export const distributionListBodySchema = z.strictObject({
  name: name(),
  description: description(),
  addresses: z
    .array(candidateEmailSchema, { error: DISTRIBUTION_LIST_MESSAGES.addressesRequired })
    .transform(uniqueAddresses)
    .refine((list) => list.length >= 1, DISTRIBUTION_LIST_MESSAGES.addressesRequired)
    .refine(
      (list) => list.length <= DISTRIBUTION_LIST_LIMITS.addressesMax,
      DISTRIBUTION_LIST_MESSAGES.addressesMax,
    ),
});
export type DistributionListBody = z.output<typeof distributionListBodySchema>;

/** The entries of the form's textarea: split on line breaks, commas and semicolons, blanks dropped. */
export function splitAddressText(text: string): { line: number; value: string }[] {
  return text.split(/\r?\n/).flatMap((row, index) =>
    row
      .split(/[,;]/)
      .map((value) => value.trim())
      .filter((value) => value !== '')
      .map((value) => ({ line: index + 1, value })),
  );
}

/**
 * The form's values: `addresses` is the textarea's text. Each invalid entry is reported under
 * `addresses` with its line, so the ADMIN sees which one to fix; the output is the API's body.
 */
export const distributionListFormSchema = z
  .strictObject({
    name: name(),
    description: description(),
    addresses: z.string(),
  })
  .superRefine((form, ctx) => {
    const entries = splitAddressText(form.addresses);
    const bad = entries.flatMap(({ line, value }) => {
      const result = candidateEmailSchema.safeParse(value);
      if (result.success) return [];
      // 'ann@' breaks both the length and the shape: the shape says more about an address.
      const messages = result.error.issues.map((issue) => issue.message);
      const reason = messages.includes(CANDIDATE_MESSAGES.emailInvalid)
        ? CANDIDATE_MESSAGES.emailInvalid
        : (messages[0] ?? CANDIDATE_MESSAGES.emailInvalid);
      return [invalidAddressMessage(line, value, reason)];
    });
    if (bad.length > 0) ctx.addIssue({ code: 'custom', path: ['addresses'], message: bad.join('\n') });
    else if (entries.length === 0)
      ctx.addIssue({
        code: 'custom',
        path: ['addresses'],
        message: DISTRIBUTION_LIST_MESSAGES.addressesRequired,
      });
    else if (uniqueAddresses(entries.map((e) => e.value)).length > DISTRIBUTION_LIST_LIMITS.addressesMax)
      ctx.addIssue({ code: 'custom', path: ['addresses'], message: DISTRIBUTION_LIST_MESSAGES.addressesMax });
  })
  .transform((form): DistributionListBody => ({
    name: form.name,
    description: form.description,
    addresses: uniqueAddresses(splitAddressText(form.addresses).map((e) => e.value)),
  }));
export type DistributionListFormValues = z.input<typeof distributionListFormSchema>;

/** `usage` is always 0 (nothing refers to a list yet): the settings rows share the field. */
export const distributionListRowSchema = z.object({
  externalId: z.uuid(),
  name: z.string(),
  description: z.string().nullable(),
  addresses: z.array(z.string()),
  addressCount: z.number().int().min(0),
  usage: z.number().int().min(0),
  updatedAt: z.string(),
});
export type DistributionListRow = z.output<typeof distributionListRowSchema>;
export const distributionListPageSchema = pagedResponseSchema(distributionListRowSchema);
