import { useId, useState, type FormEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import CloseIcon from '@mui/icons-material/Close';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { FilterField } from './filter-field';
import {
  countActiveFilters,
  dateFieldIssue,
  emptyFilterValues,
  type FilterFieldDef,
  type FilterValue,
  type FilterValues,
} from './filter-field-types';

export type FilterPanelProps = {
  fields: readonly FilterFieldDef[];
  /** The applied filters; the panel edits a draft of them until Apply. */
  value: FilterValues;
  onApply: (values: FilterValues) => void;
  /** 'drawer' slides in from the right (lists); 'panel' sits in the page (the audience form). */
  variant?: 'drawer' | 'panel';
  open?: boolean;
  onClose?: () => void;
  title?: string;
  /** Adjusts the draft after each change (e.g. cities that no longer belong to a chosen state). */
  normalise?: (draft: FilterValues) => FilterValues;
};

/**
 * Filters from a declarative field list: async option lists, fixed lists, yes/no and free-text entries;
 * Apply sends the draft, Clear empties and applies. The heading shows how many filters are active.
 */
export function FilterPanel(props: FilterPanelProps) {
  const { variant = 'drawer', open = false, onClose } = props;
  const titleId = useId();
  if (variant === 'panel') {
    return (
      <Paper variant="outlined" sx={{ display: 'flex', flexDirection: 'column', minHeight: 0 }}>
        <FilterForm {...props} titleId={titleId} />
      </Paper>
    );
  }
  return (
    <Drawer
      anchor="right"
      open={open}
      onClose={onClose}
      slotProps={{
        // The drawer is a modal dialog: named by the panel's heading.
        paper: {
          'aria-labelledby': titleId,
          sx: { width: { xs: '100%', sm: 420 }, display: 'flex', flexDirection: 'column' },
        },
      }}
    >
      <FilterForm {...props} titleId={titleId} />
    </Drawer>
  );
}

function FilterForm({
  fields,
  value,
  onApply,
  onClose,
  title,
  normalise = (d) => d,
  variant,
  titleId,
}: FilterPanelProps & { titleId: string }) {
  const { t } = useTranslation();
  const idPrefix = useId();
  const [draft, setDraft] = useState<FilterValues>(value);
  const [applied, setApplied] = useState<FilterValues>(value);
  // A new applied value (Back in the browser, a cleared filter) replaces the draft.
  if (applied !== value) {
    setApplied(value);
    setDraft(value);
  }
  const activeCount = countActiveFilters(fields, draft);
  const today = dayjs().format('YYYY-MM-DD');
  const invalid = fields.some(
    (field) =>
      field.type === 'date' && dateFieldIssue(field, draft, today, { future: 'future', order: 'order' }),
  );

  function change(key: string, next: FilterValue) {
    setDraft((current) => normalise({ ...current, [key]: next }));
  }
  function apply(event?: FormEvent) {
    event?.preventDefault();
    if (invalid) return;
    onApply(draft);
    onClose?.();
  }
  function clear() {
    const empty = emptyFilterValues(fields);
    setDraft(empty);
    onApply(empty);
  }

  return (
    <Box
      component="form"
      aria-labelledby={titleId}
      onSubmit={apply}
      noValidate
      sx={{
        display: 'flex',
        flexDirection: 'column',
        minHeight: 0,
        height: variant === 'panel' ? 'auto' : '100%',
      }}
    >
      <Stack direction="row" sx={{ alignItems: 'center', px: 2.5, py: 1.5, gap: 1 }}>
        <Box sx={{ flexGrow: 1 }}>
          <Typography id={titleId} variant="h2" component="h2">
            {title ?? t('filterPanel.title')}
          </Typography>
          <Typography variant="body2" color="text.secondary" aria-live="polite">
            {t('filterPanel.activeCount', { count: activeCount })}
          </Typography>
        </Box>
        {onClose ? (
          <IconButton onClick={onClose} aria-label={t('filterPanel.close')} edge="end">
            <CloseIcon />
          </IconButton>
        ) : null}
      </Stack>
      <Divider />
      <Stack spacing={2.25} sx={{ px: 2.5, py: 2.5, overflowY: 'auto', flexGrow: 1 }}>
        {fields.map((field) => (
          <FilterField
            key={field.key}
            id={`${idPrefix}-${field.key}`}
            field={field}
            value={draft[field.key]}
            draft={draft}
            onChange={(next) => change(field.key, next)}
          />
        ))}
      </Stack>
      <Divider />
      <Stack direction="row" spacing={1.5} sx={{ px: 2.5, py: 1.75, justifyContent: 'flex-end' }}>
        <Button
          type="button"
          onClick={clear}
          disabled={activeCount === 0 && countActiveFilters(fields, value) === 0}
        >
          {t('filterPanel.clear')}
        </Button>
        <Button type="submit" variant="contained" disabled={invalid}>
          {t('filterPanel.apply')}
        </Button>
      </Stack>
    </Box>
  );
}
