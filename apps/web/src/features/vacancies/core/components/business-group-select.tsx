import MenuItem from '@mui/material/MenuItem';
import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import { useOptionsSource } from '@/components/async-autocomplete/options-source';

export type BusinessGroupSelectProps = Omit<TextFieldProps, 'select' | 'children'>;

/** The business groups (a short reference list) as a plain select; none is allowed. */
export function BusinessGroupSelect(props: BusinessGroupSelectProps) {
  const { t } = useTranslation();
  const groups = useOptionsSource().useOptionsList({ kind: 'businessGroups', search: '' }, true);
  return (
    <TextField {...props} select>
      <MenuItem value="">
        <em>{t('vacancies.form.noBusinessGroup')}</em>
      </MenuItem>
      {groups.options.map((group) => (
        <MenuItem key={group.externalId} value={group.externalId}>
          {group.label}
        </MenuItem>
      ))}
    </TextField>
  );
}
