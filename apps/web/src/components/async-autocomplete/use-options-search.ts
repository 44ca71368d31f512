import { useMemo, type UIEvent } from 'react';
import { AUTOCOMPLETE_DEBOUNCE_MS, type OptionItem, type OptionKind } from '@talent-desk/shared';
import { useTranslation } from 'react-i18next';
import { useOptionsSource } from './options-source';
import { useDebouncedValue } from './use-debounced-value';

/** How close to the end of the list (px) the next page starts loading. */
const NEXT_PAGE_THRESHOLD_PX = 40;

export type OptionsSearch = {
  options: OptionItem[];
  loading: boolean;
  noOptionsText: string;
  /** The listbox's onScroll: loads the next page at the end of the list (LIST-11). */
  onListScroll: (event: UIEvent<HTMLElement>) => void;
};

/**
 * The option search of an autocomplete over `GET /api/options/{kind}` (LIST-08..11): empty input browses,
 * 1..minChars-1 characters ask for more, a search waits 500 ms after the last keystroke, and the next
 * page loads at the end of the list. Nothing is asked while the list is closed.
 */
export function useOptionsSearch({
  kind,
  input,
  open,
  minChars,
  params,
}: {
  kind: OptionKind;
  input: string;
  open: boolean;
  minChars: number;
  params?: Readonly<Record<string, readonly string[]>>;
}): OptionsSearch {
  const { t } = useTranslation();
  const source = useOptionsSource();
  const typed = input.trim();
  const debounced = useDebouncedValue(typed, AUTOCOMPLETE_DEBOUNCE_MS);
  const tooShort = typed.length > 0 && typed.length < minChars;
  const settled = debounced === typed;
  const enabled = open && !tooShort && settled;
  const list = source.useOptionsList({ kind, search: enabled ? typed : debounced, params }, enabled);
  const options = useMemo(() => (enabled ? list.options : []), [enabled, list.options]);

  function onListScroll(event: UIEvent<HTMLElement>) {
    const box = event.currentTarget;
    const atEnd = box.scrollTop + box.clientHeight >= box.scrollHeight - NEXT_PAGE_THRESHOLD_PX;
    if (atEnd && list.hasNextPage && !list.isFetchingNextPage) list.fetchNextPage();
  }

  const loading = open && (list.isLoading || list.isFetchingNextPage || (!settled && !tooShort));
  const noOptionsText = tooShort
    ? t('asyncAutocomplete.typeMore', { count: minChars })
    : list.isError
      ? t('asyncAutocomplete.failed')
      : t('asyncAutocomplete.noOptions');
  return { options, loading, noOptionsText, onListScroll };
}
