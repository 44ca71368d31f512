import { createContext, use } from 'react';
import type { OptionItem, OptionKind } from '@talent-desk/shared';

/** One option list request: a kind, the search text ('' browses) and extra parameters (`state`). */
export type OptionsRequest = {
  kind: OptionKind;
  search: string;
  params?: Readonly<Record<string, readonly string[]>>;
};

/** What a paged option list offers the autocomplete. */
export type OptionsListState = {
  options: OptionItem[];
  isLoading: boolean;
  isError: boolean;
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => void;
};

/**
 * Where option lists come from. The app provides the options feature (GET /api/options/{kind});
 * shared components stay free of feature imports, and tests may provide their own.
 */
export type OptionsSource = {
  /** A React hook: loads pages of a request while `enabled`. */
  useOptionsList: (request: OptionsRequest, enabled: boolean) => OptionsListState;
  /**
   * A React hook: the labels of option keys the caller knows only by id (chips restored from a link),
   * loaded when needed. Keys it cannot name are absent from the map.
   */
  useOptionLabels: (kind: OptionKind, keys: readonly string[]) => ReadonlyMap<string, string>;
};

export const OptionsSourceContext = createContext<OptionsSource | null>(null);

export function useOptionsSource(): OptionsSource {
  const source = use(OptionsSourceContext);
  if (!source) throw new Error('OptionsSourceContext is not provided');
  return source;
}

/** The key a selection is known by: the externalId when there is one, else the value. */
export function optionKey(option: OptionItem): string {
  return option.externalId ?? option.value;
}
