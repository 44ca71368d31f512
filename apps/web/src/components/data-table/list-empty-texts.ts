import type { CustomTypeOptions, TFunction } from 'i18next';
import type { ListTableEmptyTexts } from './list-table';

type Catalogue = CustomTypeOptions['resources']['translation'];
type EmptyKey = 'emptyNone' | 'emptyNoneHint' | 'emptyFiltered' | 'emptyFilteredHint';

/** The catalogue's sections holding a list's four empty texts and the given way out of a filtered one. */
type ListSection<Clear extends string> = {
  [S in keyof Catalogue]: Catalogue[S] extends Record<EmptyKey | Clear, string> ? S : never;
}[keyof Catalogue];

/** A list with filters: 'Clear search and filters'. */
export type FilteredListSection = ListSection<'clearFilters'>;
/** A list with a search only: 'Clear search'. */
export type SearchedListSection = ListSection<'clearSearch'>;

/**
 * The empty-state texts of a list from its section of the catalogue (`users.emptyNone`, ...): every
 * list words them under the same keys.
 */
export function listEmptyTexts(t: TFunction, section: FilteredListSection): ListTableEmptyTexts {
  return emptyTexts((key) => t(`${section}.${key}`), t(`${section}.clearFilters`));
}

/** The same for a list that has a search but no filters: its way out is 'Clear search'. */
export function searchEmptyTexts(t: TFunction, section: SearchedListSection): ListTableEmptyTexts {
  return emptyTexts((key) => t(`${section}.${key}`), t(`${section}.clearSearch`));
}

function emptyTexts(text: (key: EmptyKey) => string, clearFilters: string): ListTableEmptyTexts {
  return {
    none: text('emptyNone'),
    noneHint: text('emptyNoneHint'),
    filtered: text('emptyFiltered'),
    filteredHint: text('emptyFilteredHint'),
    clearFilters,
  };
}
