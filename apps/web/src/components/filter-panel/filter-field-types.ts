import type { OptionKind } from '@talent-desk/shared';

/** A filter's value: a list of values, a yes/no, or unset. */
export type FilterValue = readonly string[] | boolean | undefined;
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
  | (FieldBase & { type: 'text' });

/** Values of a field as a list (booleans and unset are empty). */
export function listOf(value: FilterValue): readonly string[] {
  return Array.isArray(value) ? value : [];
}

/** A filter counts as active when its list is not empty or its yes/no is set. */
export function isFilterActive(value: FilterValue): boolean {
  return Array.isArray(value) ? value.length > 0 : typeof value === 'boolean';
}

/** How many of the fields are set (the Filters button's badge). */
export function countActiveFilters(fields: readonly FilterFieldDef[], values: FilterValues): number {
  return fields.filter((field) => isFilterActive(values[field.key])).length;
}

/** Every field unset. */
export function emptyFilterValues(fields: readonly FilterFieldDef[]): Record<string, FilterValue> {
  return Object.fromEntries(fields.map((field) => [field.key, field.type === 'boolean' ? undefined : []]));
}
