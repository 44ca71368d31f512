import type { OptionKind } from '@talent-desk/shared';

/** A filter's value: a list of values, a yes/no, a day (YYYY-MM-DD), a typed number or a pick, or unset. */
export type FilterValue = readonly string[] | boolean | string | undefined;
export type FilterValues = Readonly<Record<string, FilterValue>>;
export type FilterOption = { value: string; label: string };

type FieldBase = {
  key: string;
  label: string;
  hint?: string;
  /** The field is offered only while this holds for the draft (US states only once USA is chosen). */
  when?: (draft: FilterValues) => boolean;
};

/**
 * The kinds of filter field (declarative, so that lists and the audience form share one panel):
 * - async: multi-select over `GET /api/options/{optionKind}`; `valueField` says which option field is the
 *   filter value (names for countries, ids for skills); `params` derives query parameters from the draft
 *   (cities of the chosen states).
 * - static: multi-select over a fixed list (a shared enumeration with its labels).
 * - select: one pick of a fixed list, or none (notice period).
 * - boolean: one of yes / no / any; `coloured` paints yes green and no red (location compliance).
 * - text: free text, several entries (names).
 * - date: one end of a date range (its other end is `pairKey`): no future days (LIST-19) unless `future`
 *   (a campaign's start may lie ahead), the start not after the end (LIST-20).
 * - number: one end of a number range, typed (kept as the typed text): within min..max, the maximum not
 *   below the minimum (`pairKey`).
 */
export type FilterFieldDef =
  | (FieldBase & {
      type: 'async';
      optionKind: OptionKind;
      valueField?: 'value' | 'externalId';
      params?: (draft: FilterValues) => Record<string, readonly string[]> | undefined;
    })
  | (FieldBase & { type: 'static'; options: readonly FilterOption[] })
  | (FieldBase & { type: 'select'; options: readonly FilterOption[] })
  | (FieldBase & { type: 'boolean'; trueLabel: string; falseLabel: string; coloured?: boolean })
  | (FieldBase & { type: 'text' })
  | (FieldBase & { type: 'date'; bound: 'from' | 'to'; pairKey: string; future?: boolean })
  | (FieldBase & { type: 'number'; bound: 'min' | 'max'; pairKey: string; min?: number; max?: number });

export type NumberFieldDef = Extract<FilterFieldDef, { type: 'number' }>;
export type DateFieldDef = Extract<FilterFieldDef, { type: 'date' }>;

/** Values of a field as a list (booleans and unset are empty). */
export function listOf(value: FilterValue): readonly string[] {
  return Array.isArray(value) ? value : [];
}

/** A filter counts as active when its list is not empty, its yes/no is set or its text is given. */
export function isFilterActive(value: FilterValue): boolean {
  if (Array.isArray(value)) return value.length > 0;
  return typeof value === 'boolean' || (typeof value === 'string' && value !== '');
}

/** Whether the field is offered for this draft. */
export function isFieldShown(field: FilterFieldDef, draft: FilterValues): boolean {
  return field.when?.(draft) ?? true;
}

/** The text a single-value field holds (a day, a typed number, a pick), or undefined. */
export function textOf(value: FilterValue): string | undefined {
  return typeof value === 'string' && value !== '' ? value : undefined;
}
/** The day a date field holds, or undefined. */
export const dayOf = textOf;

/** LIST-19/20: what is wrong with a date field's day, given the draft; undefined when nothing. */
export function dateFieldIssue(
  field: DateFieldDef,
  draft: FilterValues,
  today: string,
  messages: { future: string; order: string },
): string | undefined {
  const day = dayOf(draft[field.key]);
  if (!day) return undefined;
  if (!field.future && day > today) return messages.future;
  const other = dayOf(draft[field.pairKey]);
  if (field.bound === 'to' && other && other > day) return messages.order;
  return undefined;
}

/** The last day a date field's picker offers: today (unless `future`), and for a start not after its end. */
export function latestDay(field: DateFieldDef, other: string | undefined, today: string): string | undefined {
  const cap = field.future ? undefined : today;
  if (field.bound !== 'from' || !other) return cap;
  return cap !== undefined && cap < other ? cap : other;
}

export type NumberIssue =
  { kind: 'number' } | { kind: 'min'; min: number } | { kind: 'max'; max: number } | { kind: 'order' };

/** What is wrong with a number field's text, given the draft (the maximum checks the order). */
export function numberFieldIssue(field: NumberFieldDef, draft: FilterValues): NumberIssue | undefined {
  const text = textOf(draft[field.key])?.trim();
  if (!text) return undefined;
  const value = Number(text);
  if (!Number.isFinite(value)) return { kind: 'number' };
  if (field.min !== undefined && value < field.min) return { kind: 'min', min: field.min };
  if (field.max !== undefined && value > field.max) return { kind: 'max', max: field.max };
  const other = Number(textOf(draft[field.pairKey])?.trim() ?? Number.NaN);
  if (field.bound === 'max' && Number.isFinite(other) && value < other) return { kind: 'order' };
  return undefined;
}

/** Whether any shown date or number field holds a value the panel must not apply. */
export function hasFieldIssues(
  fields: readonly FilterFieldDef[],
  draft: FilterValues,
  today: string,
): boolean {
  return fields.some((field) => {
    if (!isFieldShown(field, draft)) return false;
    if (field.type === 'date')
      return Boolean(dateFieldIssue(field, draft, today, { future: '!', order: '!' }));
    if (field.type === 'number') return numberFieldIssue(field, draft) !== undefined;
    return false;
  });
}

/** How many of the fields are set (the Filters button's badge). */
export function countActiveFilters(fields: readonly FilterFieldDef[], values: FilterValues): number {
  return fields.filter((field) => isFilterActive(values[field.key])).length;
}

/** Every field unset. */
export function emptyFilterValues(fields: readonly FilterFieldDef[]): Record<string, FilterValue> {
  return Object.fromEntries(fields.map((field) => [field.key, isListField(field) ? [] : undefined]));
}

function isListField(field: FilterFieldDef): boolean {
  return field.type === 'async' || field.type === 'static' || field.type === 'text';
}

/** Whether two sets of values set the same filters (order of a list's values aside). */
export function sameFilterValues(
  fields: readonly FilterFieldDef[],
  a: FilterValues,
  b: FilterValues,
): boolean {
  return fields.every((field) => {
    const x = a[field.key];
    const y = b[field.key];
    if (isListField(field)) {
      const left = listOf(x);
      const right = new Set(listOf(y));
      return left.length === right.size && left.every((item) => right.has(item));
    }
    return (isFilterActive(x) ? x : undefined) === (isFilterActive(y) ? y : undefined);
  });
}
