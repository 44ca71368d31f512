import { useState, type FormEvent } from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { CAREERS_SEARCH_MAX } from '@talent-desk/shared';
import { useTranslation } from 'react-i18next';

export type CareersIndexSearchProps = { search: string; onSearch: (search: string) => void };

/** The careers index's search: sent on Enter or with the button (a visitor types, then asks). */
export function CareersIndexSearch({ search, onSearch }: CareersIndexSearchProps) {
  const { t } = useTranslation();
  const [text, setText] = useState(search);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(text.trim());
  };
  return (
    <Stack
      component="form"
      role="search"
      direction={{ xs: 'column', sm: 'row' }}
      spacing={1}
      onSubmit={submit}
    >
      <TextField
        type="search"
        label={t('apply.index.search')}
        value={text}
        onChange={(event) => setText(event.target.value)}
        slotProps={{ htmlInput: { maxLength: CAREERS_SEARCH_MAX } }}
        size="small"
        fullWidth
      />
      <Button type="submit" variant="contained" sx={{ flexShrink: 0 }}>
        {t('apply.index.searchButton')}
      </Button>
    </Stack>
  );
}
