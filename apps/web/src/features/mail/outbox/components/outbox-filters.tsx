import { useEffect, useState } from 'react';
import InputAdornment from '@mui/material/InputAdornment';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import SearchIcon from '@mui/icons-material/Search';
import {
  LIST_SEARCH_DEBOUNCE_MS,
  MAIL_OUTBOX_SEARCH_MAX,
  MAIL_STATUSES,
  type MailStatus,
} from '@talent-desk/shared';
import { useTranslation } from 'react-i18next';

export type OutboxFilterValues = { search: string; status: MailStatus | undefined };

export type OutboxFiltersProps = {
  value: OutboxFilterValues;
  onChange: (value: OutboxFilterValues) => void;
};

const ALL = 'ALL';

/** Search by recipient or subject (applied 400 ms after typing stops, LIST-07) and a status choice. */
export function OutboxFilters({ value, onChange }: OutboxFiltersProps) {
  const { t } = useTranslation();
  const [text, setText] = useState(value.search);
  const [shown, setShown] = useState(value.search);
  // The URL changed from elsewhere (Clear search, Back): the box follows it.
  if (value.search !== shown) {
    setShown(value.search);
    setText(value.search);
  }

  useEffect(() => {
    const search = text.trim();
    if (search === value.search) return;
    const timer = window.setTimeout(() => onChange({ ...value, search }), LIST_SEARCH_DEBOUNCE_MS);
    return () => window.clearTimeout(timer);
  }, [text, value, onChange]);

  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
      <TextField
        type="search"
        size="small"
        label={t('mailOutbox.search')}
        value={text}
        onChange={(event) => setText(event.target.value)}
        sx={{ flex: 1, maxWidth: { sm: 420 } }}
        slotProps={{
          htmlInput: { maxLength: MAIL_OUTBOX_SEARCH_MAX },
          input: {
            startAdornment: (
              <InputAdornment position="start">
                <SearchIcon fontSize="small" aria-hidden />
              </InputAdornment>
            ),
          },
        }}
      />
      <TextField
        select
        size="small"
        label={t('mailOutbox.status')}
        value={value.status ?? ALL}
        onChange={(event) => {
          const status = MAIL_STATUSES.find((s) => s === event.target.value);
          onChange({ ...value, status });
        }}
        sx={{ minWidth: 200 }}
      >
        <MenuItem value={ALL}>{t('mailOutbox.allStatuses')}</MenuItem>
        {MAIL_STATUSES.map((status) => (
          <MenuItem key={status} value={status}>
            {t(`enums.mailStatus.${status}`)}
          </MenuItem>
        ))}
      </TextField>
    </Stack>
  );
}
