import { useMemo } from 'react';
import type { OptionItem, OptionKind } from '@talent-desk/shared';
import { AsyncAutocomplete } from '@/components/async-autocomplete/async-autocomplete';

export type IdsAutocompleteProps = {
  id: string;
  name: string;
  kind: Extract<OptionKind, 'languages' | 'skills'>;
  label: string;
  /** The chosen externalIds: what the form sends (languageExternalIds, skillsExternalIds). */
  value: readonly string[];
  onChange: (ids: string[]) => void;
  /** Names of options chosen before (the candidate being edited). */
  known: readonly OptionItem[];
  minChars?: number;
  placeholder?: string;
  error?: boolean;
  helperText?: string;
  disabled?: boolean;
};

/** The shared multi-select over option lists, holding externalIds for the form. */
export function IdsAutocomplete({ value, onChange, known, kind, ...props }: IdsAutocompleteProps) {
  // An id without a known name is named by AsyncAutocomplete (GET /api/options/{kind}?externalIds=).
  const items = useMemo(
    () =>
      value.map((externalId): OptionItem => {
        const label = known.find((option) => option.externalId === externalId)?.label ?? externalId;
        return { value: externalId, label, externalId };
      }),
    [value, known],
  );
  return (
    <AsyncAutocomplete
      {...props}
      kind={kind}
      size="medium"
      listHeight={350}
      value={items}
      onChange={(next) => onChange(next.map((option) => option.externalId ?? option.value))}
    />
  );
}
