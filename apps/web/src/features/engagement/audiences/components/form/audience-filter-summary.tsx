import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { OptionKind } from '@talent-desk/shared';
import { useTranslation } from 'react-i18next';
import { useOptionsSource } from '@/components/async-autocomplete/options-source';
import {
  isFilterActive,
  listOf,
  type FilterFieldDef,
  type FilterValue,
  type FilterValues,
} from '@/components/filter-panel/filter-field-types';
import { formatDate } from '@/lib/format';

export type AudienceFilterSummaryProps = {
  fields: readonly FilterFieldDef[];
  values: FilterValues;
  /** A city's label ('City (State)', AUD-20). */
  cityLabel: (city: string) => string;
};

/**
 * A read-only audience's filters as content (AUD-14: nothing to change): a definition list of the
 * filters that are set, each value as a chip or as text, instead of a column of disabled fields.
 */
export function AudienceFilterSummary({ fields, values, cityLabel }: AudienceFilterSummaryProps) {
  const { t } = useTranslation();
  const active = fields.filter((field) => isFilterActive(values[field.key]));
  return (
    <Paper component="section" variant="outlined" aria-labelledby="audience-filters" sx={{ p: 2.5 }}>
      <Typography id="audience-filters" variant="h2" component="h2" sx={{ mb: 1.5 }}>
        {t('audiences.form.filters')}
      </Typography>
      {active.length === 0 ? (
        <Typography color="text.secondary">{t('audiences.readOnly.noFilters')}</Typography>
      ) : (
        <Box component="dl" sx={{ m: 0, display: 'grid', gap: 1.5 }}>
          {active.map((field) => (
            <div key={field.key}>
              <Typography component="dt" variant="body2" color="text.secondary">
                {field.label}
              </Typography>
              <Box component="dd" sx={{ m: 0, mt: 0.5 }}>
                <FilterValueView field={field} value={values[field.key]} cityLabel={cityLabel} />
              </Box>
            </div>
          ))}
        </Box>
      )}
    </Paper>
  );
}

type FilterValueViewProps = {
  field: FilterFieldDef;
  value: FilterValue;
  cityLabel: (city: string) => string;
};

/** One filter's value: a yes/no, a day or a number as text; the values of a list as chips. */
function FilterValueView({ field, value, cityLabel }: FilterValueViewProps) {
  if (field.type === 'boolean')
    return <Typography>{value === true ? field.trueLabel : field.falseLabel}</Typography>;
  if (field.type === 'date')
    return <Typography>{typeof value === 'string' ? formatDate(value) : ''}</Typography>;
  if (field.type === 'number') return <Typography>{typeof value === 'string' ? value : ''}</Typography>;
  if (field.type === 'select')
    return (
      <Typography>
        {field.options.find((option) => option.value === value)?.label ?? String(value)}
      </Typography>
    );
  if (field.type === 'async' && field.valueField === 'externalId')
    return <IdChips kind={field.optionKind} values={listOf(value)} />;
  const options = field.type === 'static' ? field.options : [];
  const labelOf = (item: string) =>
    field.type === 'async' && field.optionKind === 'cities'
      ? cityLabel(item)
      : (options.find((option) => option.value === item)?.label ?? item);
  return <Chips labels={listOf(value).map(labelOf)} />;
}

/** Ids (skills, languages) named through the option source, which knows the saved audience's names. */
function IdChips({ kind, values }: { kind: OptionKind; values: readonly string[] }) {
  const names = useOptionsSource().useOptionLabels(kind, values);
  return <Chips labels={values.map((id) => names.get(id) ?? id)} />;
}

function Chips({ labels }: { labels: readonly string[] }) {
  return (
    <Box component="ul" sx={{ m: 0, p: 0, listStyle: 'none', display: 'flex', flexWrap: 'wrap', gap: 0.75 }}>
      {labels.map((label) => (
        <li key={label}>
          <Chip label={label} size="small" sx={{ maxWidth: '100%' }} />
        </li>
      ))}
    </Box>
  );
}
