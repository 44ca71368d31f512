import { useState } from 'react';
import Autocomplete from '@mui/material/Autocomplete';
import CircularProgress from '@mui/material/CircularProgress';
import TextField from '@mui/material/TextField';
import { AUTOCOMPLETE_DEBOUNCE_MS, AUTOCOMPLETE_MIN_CHARS, type CandidateListRow } from '@talent-desk/shared';
import { useTranslation } from 'react-i18next';
import { useDebouncedValue } from '@/components/async-autocomplete/use-debounced-value';
import { useCandidateSearch } from '../api/search-candidates';

export type CandidatePickerProps = {
  label: string;
  value: CandidateListRow[];
  onChange: (value: CandidateListRow[]) => void;
  /** Candidates already on this vacancy are shown but cannot be picked. */
  vacancyExternalId: string;
  error?: boolean;
  helperText?: string;
};

const isOnVacancy = (row: CandidateListRow, vacancyExternalId: string) =>
  row.candidateStatuses.some(
    (item) => item.vacancyExternalId === vacancyExternalId && item.status !== 'NOT_ASSIGNED',
  );

const where = (row: CandidateListRow) => [row.email, row.city, row.country].filter(Boolean).join(' · ');

/**
 * Candidates chosen by name or e-mail (GET /api/candidates?search=): the first names when opened, a
 * search 500 ms after the third character typed (LIST-08, LIST-09). Chosen ones are chips.
 */
export function CandidatePicker({
  label,
  value,
  onChange,
  vacancyExternalId,
  error,
  helperText,
}: CandidatePickerProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [input, setInput] = useState('');
  const typed = input.trim();
  const debounced = useDebouncedValue(typed, AUTOCOMPLETE_DEBOUNCE_MS);
  const tooShort = typed.length > 0 && typed.length < AUTOCOMPLETE_MIN_CHARS;
  const settled = debounced === typed;
  const search = useCandidateSearch(debounced, open && !tooShort);
  const options = tooShort ? [] : (search.data?.content ?? []);
  const loading = open && !tooShort && (!settled || search.isFetching);

  return (
    <Autocomplete
      multiple
      open={open}
      onOpen={() => setOpen(true)}
      onClose={() => setOpen(false)}
      options={options}
      value={value}
      onChange={(_event, next) => onChange(next)}
      inputValue={input}
      onInputChange={(_event, next, reason) => {
        if (reason !== 'reset') setInput(next);
      }}
      filterOptions={(all) => all}
      filterSelectedOptions
      getOptionDisabled={(row) => isOnVacancy(row, vacancyExternalId)}
      getOptionLabel={(row) => row.fullName}
      getOptionKey={(row) => row.externalId}
      isOptionEqualToValue={(a, b) => a.externalId === b.externalId}
      loading={loading}
      loadingText={t('pipeline.picker.loading')}
      noOptionsText={
        tooShort
          ? t('pipeline.picker.typeMore', { count: AUTOCOMPLETE_MIN_CHARS })
          : search.isError
            ? t('pipeline.picker.failed')
            : t('pipeline.picker.none')
      }
      renderOption={({ key, ...props }, row) => (
        <li key={key} {...props}>
          <span>
            {row.fullName}
            <br />
            <small>{isOnVacancy(row, vacancyExternalId) ? t('pipeline.picker.onVacancy') : where(row)}</small>
          </span>
        </li>
      )}
      slotProps={{ listbox: { style: { maxHeight: 350 } } }}
      renderInput={(params) => (
        <TextField
          {...params}
          label={label}
          required
          error={error}
          helperText={helperText}
          slotProps={{
            ...params.slotProps,
            input: {
              ...params.slotProps.input,
              endAdornment: (
                <>
                  {loading ? <CircularProgress color="inherit" size={18} /> : null}
                  {params.slotProps.input.endAdornment}
                </>
              ),
            },
          }}
        />
      )}
    />
  );
}
