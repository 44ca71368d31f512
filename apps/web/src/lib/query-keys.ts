import type { OptionKind } from '@talent-desk/shared';

/**
 * The roots of the cached server data that more than one feature refreshes (a saved user reloads the
 * vendor pages that list it; a skill merge reloads candidates, vacancies and the skill options). Each
 * feature builds its own keys under these, so invalidating a root reloads everything beneath it.
 */
export const candidatesQueryKey = ['candidates'] as const;
export const vacanciesQueryKey = ['vacancies'] as const;
export const vendorsQueryKey = ['vendors'] as const;
export const optionListsQueryKey = (kind: OptionKind) => ['options', kind] as const;
