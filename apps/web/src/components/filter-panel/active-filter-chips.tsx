import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import type { OptionKind } from '@talent-desk/shared';
import { useTranslation } from 'react-i18next';
import { formatDate } from '@/lib/format';
import { useOptionsSource } from '../async-autocomplete/options-source';
import {
  emptyFilterValues,
  isFilterActive,
  listOf,
  type FilterFieldDef,
  type FilterValue,
  type FilterValues,
} from './filter-field-types';

export type ActiveFilterChipsProps = {
  fields: readonly FilterFieldDef[];
  /** The applied filters. */
  value: FilterValues;
  /** The filters with one value removed, or all of them cleared. */
  onChange: (values: FilterValues) => void;
};

/**
 * The applied filters under a list: one removable chip per value, named '{filter}: {value}', and
 * 'Clear all'. Nothing when no filter is set. Lists of any kind use it with their FilterPanel fields.
 */
export function ActiveFilterChips({ fields, value, onChange }: ActiveFilterChipsProps) {
  const { t } = useTranslation();
  const active = fields.filter((field) => isFilterActive(value[field.key]));
  if (active.length === 0) return null;
  const change = (key: string, next: FilterValue) => onChange({ ...value, [key]: next });

  return (
    <Box
      component="section"
      aria-label={t('activeFilters.label')}
      sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}
    >
      {active.map((field) => (
        <FieldChips
          key={field.key}
          field={field}
          value={value[field.key]}
          onChange={(next) => change(field.key, next)}
        />
      ))}
      <Button size="small" onClick={() => onChange(emptyFilterValues(fields))}>
        {t('activeFilters.clearAll')}
      </Button>
    </Box>
  );
}

type FieldChipsProps = { field: FilterFieldDef; value: FilterValue; onChange: (next: FilterValue) => void };

/** The chips of one filter: a yes/no, or its values by their labels. */
function FieldChips({ field, value, onChange }: FieldChipsProps) {
  if (field.type === 'boolean') {
    const text = value === true ? field.trueLabel : field.falseLabel;
    return <FilterChip label={`${field.label}: ${text}`} onRemove={() => onChange(undefined)} />;
  }
  if (field.type === 'date') {
    const day = typeof value === 'string' ? formatDate(value) : '';
    return <FilterChip label={`${field.label}: ${day}`} onRemove={() => onChange(undefined)} />;
  }
  if (field.type === 'number' || field.type === 'select') {
    const text = typeof value === 'string' ? value : '';
    const shown =
      field.type === 'select' ? (field.options.find((option) => option.value === text)?.label ?? text) : text;
    return <FilterChip label={`${field.label}: ${shown}`} onRemove={() => onChange(undefined)} />;
  }
  if (field.type === 'async' && field.valueField === 'externalId') {
    return <IdChips field={field} kind={field.optionKind} values={listOf(value)} onChange={onChange} />;
  }
  const options = field.type === 'static' ? field.options : [];
  const labelOf = (item: string) => options.find((option) => option.value === item)?.label ?? item;
  return <ValueChips field={field} values={listOf(value)} labelOf={labelOf} onChange={onChange} />;
}

type ValueChipsProps = {
  field: FilterFieldDef;
  values: readonly string[];
  labelOf: (value: string) => string;
  onChange: (next: FilterValue) => void;
};

/** Ids (skills, languages) are named through the option source, as the filter's own field does. */
function IdChips({ kind, ...props }: Omit<ValueChipsProps, 'labelOf'> & { kind: OptionKind }) {
  const names = useOptionsSource().useOptionLabels(kind, props.values);
  return <ValueChips {...props} labelOf={(id) => names.get(id) ?? id} />;
}

function ValueChips({ field, values, labelOf, onChange }: ValueChipsProps) {
  return (
    <>
      {values.map((item) => (
        <FilterChip
          key={item}
          label={`${field.label}: ${labelOf(item)}`}
          onRemove={() => onChange(values.filter((other) => other !== item))}
        />
      ))}
    </>
  );
}

function FilterChip({ label, onRemove }: { label: string; onRemove: () => void }) {
  const { t } = useTranslation();
  // The whole chip removes its filter (Enter, Space, Delete or a click), named for what it does.
  return (
    <Chip
      label={label}
      onClick={onRemove}
      onDelete={onRemove}
      aria-label={t('activeFilters.remove', { label })}
      variant="outlined"
      sx={{ maxWidth: '100%' }}
    />
  );
}
