import { useState } from 'react';
import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { useQuery } from '@tanstack/react-query';
import { LIST_SEARCH_DEBOUNCE_MS, userListQuerySchema } from '@talent-desk/shared';
import { useTranslation } from 'react-i18next';
import { useDebouncedValue } from '@/components/async-autocomplete/use-debounced-value';
import { getUser, useUsers } from '@/features/people/index';

type ActorOption = { externalId: string; name: string };

export type ActorFilterProps = { value: string | undefined; onChange: (actor: string | undefined) => void };

/** The log's actor: a user found by name or e-mail (the users list's search); the URL keeps their id. */
export function ActorFilter({ value, onChange }: ActorFilterProps) {
  const { t } = useTranslation();
  const [input, setInput] = useState('');
  const search = useDebouncedValue(input.trim(), LIST_SEARCH_DEBOUNCE_MS);
  const users = useUsers(userListQuerySchema.parse({ search: search || undefined, size: 20 }));
  // The chosen actor's name, when the page opens from a link that names only their id.
  const chosen = useQuery({
    queryKey: ['users', 'detail', value],
    queryFn: ({ signal }) => getUser(value ?? '', signal),
    enabled: value !== undefined,
  });
  const selected: ActorOption | null =
    value === undefined
      ? null
      : { externalId: value, name: chosen.data ? `${chosen.data.firstName} ${chosen.data.lastName}` : value };
  const options: ActorOption[] = (users.data?.content ?? []).map((user) => ({
    externalId: user.externalId,
    name: user.fullName,
  }));

  return (
    <Autocomplete<ActorOption>
      size="small"
      options={options}
      value={selected}
      loading={users.isFetching}
      filterOptions={(all) => all}
      isOptionEqualToValue={(option, current) => option.externalId === current.externalId}
      getOptionLabel={(option) => option.name}
      onInputChange={(_event, text, reason) => {
        if (reason === 'input') setInput(text);
      }}
      onChange={(_event, option) => {
        setInput('');
        onChange(option?.externalId);
      }}
      noOptionsText={t('auditLog.noActors')}
      renderInput={(params) => <TextField {...params} label={t('auditLog.filters.actor')} />}
      sx={{ minWidth: 220, flex: 1, maxWidth: { sm: 300 } }}
    />
  );
}
