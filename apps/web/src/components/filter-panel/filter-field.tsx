import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import type { OptionItem } from '@talent-desk/shared';
import { useTranslation } from 'react-i18next';
import { AsyncAutocomplete } from '../async-autocomplete/async-autocomplete';
import dayjs from 'dayjs';
import { BooleanFilter } from './boolean-filter';
import {
  dateFieldIssue,
  latestDay,
  dayOf,
  listOf,
  textOf,
  type FilterFieldDef,
  type FilterValue,
  type FilterValues,
} from './filter-field-types';
import { NumberFilter } from './number-filter';
import { SelectFilter } from './select-filter';
import { useNumberIssueText } from './use-number-issue-text';

export type FilterFieldProps = {
  field: FilterFieldDef;
  value: FilterValue;
  draft: FilterValues;
  onChange: (value: FilterValue) => void;
  id: string;
  /** A read-only view: the value shows, nothing changes. */
  disabled?: boolean;
  /** A problem the form found (its own validation), shown under the field. */
  error?: string;
};

/** One field of the FilterPanel, by its kind. */
export function FilterField({
  field,
  value,
  draft,
  onChange,
  id,
  disabled = false,
  error,
}: FilterFieldProps) {
  const { t } = useTranslation();
  const numberIssue = useNumberIssueText();
  const selected = listOf(value);
  // A disabled field cannot be focused to show the rest of its chips: show them all.
  const limitTags = disabled ? -1 : 3;
  // A disabled field's grey hint fails contrast: hints only where the field can be used.
  const hint = disabled ? undefined : field.hint;

  switch (field.type) {
    case 'async': {
      const byId = field.valueField === 'externalId';
      const keyOf = (option: OptionItem) => (byId ? (option.externalId ?? option.value) : option.value);
      // The URL holds keys only: AsyncAutocomplete names the ids among them.
      const items = selected.map((key) => ({
        value: key,
        label: key,
        ...(byId ? { externalId: key } : {}),
      }));
      return (
        <AsyncAutocomplete
          id={id}
          kind={field.optionKind}
          label={field.label}
          helperText={error ?? hint}
          error={Boolean(error)}
          disabled={disabled}
          limitTags={limitTags}
          value={items}
          keyOf={keyOf}
          params={field.params?.(draft)}
          onChange={(next) => onChange(next.map(keyOf))}
        />
      );
    }
    case 'static': {
      const options = field.options.filter((option) => selected.includes(option.value));
      return (
        <Autocomplete
          multiple
          id={id}
          size="small"
          options={field.options}
          value={options}
          disableCloseOnSelect
          filterSelectedOptions
          disabled={disabled}
          limitTags={limitTags}
          getLimitTagsText={(more) => t('asyncAutocomplete.more', { count: more })}
          isOptionEqualToValue={(option, chosen) => option.value === chosen.value}
          getOptionLabel={(option) => option.label}
          onChange={(_event, next) => onChange(next.map((option) => option.value))}
          slotProps={{ listbox: { style: { maxHeight: 250 } }, chip: { size: 'small' } }}
          renderInput={(params) => (
            <TextField {...params} label={field.label} helperText={error ?? hint} error={Boolean(error)} />
          )}
        />
      );
    }
    case 'select':
      return (
        <SelectFilter
          id={id}
          label={field.label}
          options={field.options}
          value={textOf(value)}
          onChange={onChange}
          hint={hint}
          error={error}
          disabled={disabled}
        />
      );
    case 'number': {
      const issue = numberIssue(field, draft);
      return (
        <NumberFilter
          id={id}
          label={field.label}
          value={typeof value === 'string' ? value : ''}
          onChange={onChange}
          error={error ?? issue}
          hint={hint}
          disabled={disabled}
        />
      );
    }
    case 'boolean':
      return (
        <BooleanFilter
          id={id}
          label={field.label}
          trueLabel={field.trueLabel}
          falseLabel={field.falseLabel}
          value={typeof value === 'boolean' ? value : undefined}
          onChange={onChange}
          coloured={field.coloured}
          disabled={disabled}
        />
      );
    case 'date': {
      const today = dayjs().format('YYYY-MM-DD');
      const other = dayOf(draft[field.pairKey]);
      const issue = dateFieldIssue(field, draft, today, {
        future: t('filterPanel.noFutureDates'),
        order: t('filterPanel.endBeforeStart'),
      });
      return (
        <TextField
          id={id}
          type="date"
          size="small"
          label={field.label}
          value={dayOf(value) ?? ''}
          disabled={disabled}
          onChange={(event) => onChange(event.target.value || undefined)}
          error={Boolean(error ?? issue)}
          helperText={error ?? issue ?? hint}
          slotProps={{
            inputLabel: { shrink: true },
            // LIST-19: no future days; LIST-20: the end not before the start (the picker offers only those).
            htmlInput: {
              max: latestDay(field, other, today),
              min: field.bound === 'to' ? other : undefined,
            },
          }}
        />
      );
    }
    case 'text':
      return (
        <Autocomplete<string, true, false, true>
          multiple
          freeSolo
          autoSelect
          id={id}
          size="small"
          options={[]}
          value={[...selected]}
          disabled={disabled}
          limitTags={limitTags}
          getLimitTagsText={(more) => t('asyncAutocomplete.more', { count: more })}
          onChange={(_event, next) => {
            const entries = next.map((entry) => entry.trim()).filter(Boolean);
            onChange([...new Set(entries)]);
          }}
          slotProps={{ chip: { size: 'small' } }}
          renderInput={(params) => (
            <TextField
              {...params}
              label={field.label}
              error={Boolean(error)}
              helperText={error ?? (disabled ? undefined : (hint ?? t('filterPanel.addHint')))}
            />
          )}
        />
      );
  }
}
