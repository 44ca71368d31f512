import type { OptionKind } from '@talent-desk/shared';

/** A filter's value: a list of values, a yes/no, a day (YYYY-MM-DD), or unset. */
export type FilterValue = readonly string[] | boolean | string | undefined;
export type FilterValues = Readonly<Record<string, FilterValue>>;
export type FilterOption = { value: string; label: string };

type FieldBase = { key: string; label: string; hint?: string };

/**
 * The kinds of filter field (declarative, so that lists and the audience form share one panel):
 * - async: multi-select over `GET /api/options/{optionKind}`; `valueField` says which option field is the
 *   filter value (names for countries, ids for skills); `params` derives query parameters from the draft
 *   (cities of the chosen states).
 * - static: multi-select over a fixed list (a shared enumeration with its labels).
 * - boolean: one of yes / no / any (location compliance: yes green, no red).
 * - text: free text, several entries (names).
 * - date: one end of a date range (its other end is `pairKey`): no future days (LIST-19), the start not
 *   after the end (LIST-20).
 */
export type FilterFieldDef =
  | (FieldBase & {
      type: 'async';
      optionKind: OptionKind;
      valueField?: 'value' | 'externalId';
      params?: (draft: FilterValues) => Record<string, readonly string[]> | undefined;
    })
  | (FieldBase & { type: 'static'; options: readonly FilterOption[] })
  | (FieldBase & { type: 'boolean'; trueLabel: string; falseLabel: string })
  | (FieldBase & { type: 'text' })
  | (FieldBase & { type: 'date'; bound: 'from' | 'to'; pairKey: string });

/** Values of a field as a list (booleans and unset are empty). */
export function listOf(value: FilterValue): readonly string[] {
  return Array.isArray(value) ? value : [];
}

/** A filter counts as active when its list is not empty, its yes/no is set or its day is given. */
export function isFilterActive(value: FilterValue): boolean {
  if (Array.isArray(value)) return value.length > 0;
  return typeof value === 'boolean' || (typeof value === 'string' && value !== '');
}

/** The day a date field holds, or undefined. */
export function dayOf(value: FilterValue): string | undefined {
  return typeof value === 'string' && value !== '' ? value : undefined;
}

/** LIST-19/20: what is wrong with a date field's day, given the draft; undefined when nothing. */
export function dateFieldIssue(
  field: Extract<FilterFieldDef, { type: 'date' }>,
  draft: FilterValues,
  today: string,
  messages: { future: string; order: string },
): string | undefined {
  const day = dayOf(draft[field.key]);
  if (!day) return undefined;
  if (day > today) return messages.future;
  const other = dayOf(draft[field.pairKey]);
  if (field.bound === 'to' && other && other > day) return messages.order;
  return undefined;
}

/** How many of the fields are set (the Filters button's badge). */
export function countActiveFilters(fields: readonly FilterFieldDef[], values: FilterValues): number {
  return fields.filter((field) => isFilterActive(values[field.key])).length;
}

/** Every field unset. */
export function emptyFilterValues(fields: readonly FilterFieldDef[]): Record<string, FilterValue> {
  return Object.fromEntries(
    fields.map((field) => [field.key, field.type === 'boolean' || field.type === 'date' ? undefined : []]),
  );
}
