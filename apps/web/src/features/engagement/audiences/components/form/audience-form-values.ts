import type { z } from 'zod';
import {
  APPLICATION_FILTER_KEYS,
  type audienceFormSchema,
  CANDIDATE_FILTER_KEYS,
  type AudienceBody,
  type AudienceDetail,
  type AudienceFormValues,
} from '@talent-desk/shared';
import type { FilterValue, FilterValues } from '@/components/filter-panel/filter-field-types';

/** Every filter of an audience (AUD-16/17), in the order of the form (AUD-18). */
export const AUDIENCE_FILTER_KEYS = [...CANDIDATE_FILTER_KEYS, ...APPLICATION_FILTER_KEYS] as const;
export type AudienceFilterKey = (typeof AUDIENCE_FILTER_KEYS)[number];

/**
 * What the form holds, as the shared schema reads it: the name and each filter as the FilterPanel
 * edits it (numbers as typed text).
 */
export type AudienceFormInput = z.input<ReturnType<typeof audienceFormSchema>>;

/** A stored filter value as the panel shows it: a number becomes its text, anything else as is. */
function asFilterValue(value: unknown): FilterValue {
  if (typeof value === 'number') return String(value);
  if (typeof value === 'string' || typeof value === 'boolean') return value;
  if (Array.isArray(value)) return value.filter((item): item is string => typeof item === 'string');
  return undefined;
}

/** The form's starting values: a saved audience's (edit, view) or none (create, campaign). */
export function audienceFormDefaults(audience?: AudienceDetail): AudienceFormInput {
  const saved: Record<string, unknown> = { ...audience?.candidateFilters, ...audience?.applicationFilters };
  // Object.fromEntries loses the keys' names: every filter key is given here.
  const filters = Object.fromEntries(
    AUDIENCE_FILTER_KEYS.map((key) => [key, asFilterValue(saved[key])]),
  ) as Record<AudienceFilterKey, FilterValue>;
  return { name: audience?.name ?? '', ...filters };
}

/** The filters of the form's values, as the FilterPanel's draft. */
export function filterDraftOf(values: Partial<Record<string, unknown>>): FilterValues {
  return Object.fromEntries(AUDIENCE_FILTER_KEYS.map((key) => [key, asFilterValue(values[key])]));
}

/** AUD-30: the body of POST and PUT: the name and the two filter groups. */
export function toAudienceBody(values: AudienceFormValues): AudienceBody {
  const pick = <K extends keyof AudienceFormValues>(keys: readonly K[]) =>
    Object.fromEntries(keys.map((key) => [key, values[key]])) as Pick<AudienceFormValues, K>;
  return {
    name: values.name,
    candidateFilters: pick(CANDIDATE_FILTER_KEYS),
    applicationFilters: pick(APPLICATION_FILTER_KEYS),
  };
}

/** A 400's field path ('candidateFilters.states', 'name') as the form's field, or null if unknown. */
export function formFieldOf(path: string): keyof AudienceFormInput | null {
  const key = path
    .split('.')
    .find((part) => part === 'name' || (AUDIENCE_FILTER_KEYS as readonly string[]).includes(part));
  return (key as keyof AudienceFormInput | undefined) ?? null;
}
